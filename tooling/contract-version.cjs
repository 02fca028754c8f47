// The versions of `shared-contracts` and `shared-ui` follow their surface (docs/decisions/062).
//
//   node tooling/contract-version.cjs check    fails when a package's surface differs from its committed
//                                              contract-surface.json (a change without a version step); npm test
//   node tooling/contract-version.cjs version  the version step (`npm run contracts:version`): for each package
//                                              whose surface changed, a new version (major when an export was
//                                              removed or its declaration changed, minor when exports were only
//                                              added), its contract-surface.json and a CHANGELOG.md entry naming
//                                              the exports
//
// A changed declaration counts as major: the hash cannot tell a new optional field from a removed one. `--minor`
// makes such a change minor, when its author knows it is compatible (never when an export is gone).
const fs = require('node:fs');
const path = require('node:path');
const { CONTRACT_PACKAGES, contractSurface } = require('./contract-surface.cjs');

const root = path.resolve(__dirname, '..');
const LOCK = 'contract-surface.json';

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Added, removed and changed exports between two `{ exports }`. */
function diff(before, after) {
  const added = Object.keys(after).filter((key) => !(key in before));
  const removed = Object.keys(before).filter((key) => !(key in after));
  const changed = Object.keys(after).filter((key) => key in before && before[key] !== after[key]);
  return { added, removed, changed };
}

const bump = (version, level) => {
  const [major, minor, patch] = version.split('.').map(Number);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
};

function describe({ added, removed, changed }) {
  return [
    ...(removed.length ? [`removed: ${removed.join(', ')}`] : []),
    ...(changed.length ? [`changed: ${changed.join(', ')}`] : []),
    ...(added.length ? [`added: ${added.join(', ')}`] : []),
  ];
}

function main(command, flags) {
  let failed = false;
  let bumped = false;
  for (const [name, spec] of Object.entries(CONTRACT_PACKAGES)) {
    const pkgDir = path.join(root, spec.dir);
    const lockFile = path.join(pkgDir, LOCK);
    const packageFile = path.join(pkgDir, 'package.json');
    const current = contractSurface(name);
    const lock = fs.existsSync(lockFile) ? readJson(lockFile) : { version: current.version, surface: '', exports: {} };
    const changes = diff(lock.exports, current.exports);
    const unchanged = lock.surface === current.surface;

    if (command === 'check') {
      if (!fs.existsSync(lockFile)) {
        failed = true;
        console.error(`${name}: no ${LOCK}; run npm run contracts:version`);
        continue;
      }
      if (unchanged && lock.version === current.version) continue;
      failed = true;
      console.error(
        unchanged
          ? `${name}: package.json says ${current.version}, ${LOCK} says ${lock.version}; run npm run contracts:version`
          : `${name} ${current.version}: its surface changed without a version step; run npm run contracts:version\n  ${describe(changes).join('\n  ')}`,
      );
      continue;
    }

    if (!fs.existsSync(lockFile)) {
      // The first record of a package's surface, at its version as it is.
      fs.writeFileSync(lockFile, `${JSON.stringify({ version: current.version, surface: current.surface, exports: current.exports }, null, 2)}\n`);
      console.info(`${name} ${current.version}: surface recorded`);
      continue;
    }
    if (unchanged) {
      console.info(`${name} ${current.version}: surface unchanged`);
      continue;
    }
    const breaking = changes.removed.length > 0 || (changes.changed.length > 0 && !flags.has('--minor'));
    const level = breaking ? 'major' : changes.added.length > 0 || changes.changed.length > 0 ? 'minor' : 'patch';
    const version = bump(lock.version, level);
    const pkg = readJson(packageFile);
    pkg.version = version;
    fs.writeFileSync(packageFile, `${JSON.stringify(pkg, null, 2)}\n`);
    fs.writeFileSync(lockFile, `${JSON.stringify({ version, surface: current.surface, exports: current.exports }, null, 2)}\n`);
    const changelog = path.join(pkgDir, 'CHANGELOG.md');
    const previous = fs.existsSync(changelog) ? fs.readFileSync(changelog, 'utf8').replace(/^# .*\n\n/, '') : '';
    const entry = `## ${version} (${level})\n\n${describe(changes).map((line) => `- ${line}`).join('\n')}\n\n`;
    fs.writeFileSync(changelog, `# ${name}\n\n${entry}${previous}`);
    bumped = true;
    console.info(`${name}: ${lock.version} → ${version} (${level})`);
  }
  // The lock file carries the packages' versions too (the workspace entries): refresh it after a step.
  if (bumped) console.info('Run npm install to record the new versions in package-lock.json, then commit.');
  return failed ? 1 : 0;
}

const [command, ...rest] = process.argv.slice(2);
if (command !== 'check' && command !== 'version') {
  console.error('Usage: contract-version.cjs check | version [--minor]');
  process.exit(2);
}
process.exitCode = main(command, new Set(rest));
