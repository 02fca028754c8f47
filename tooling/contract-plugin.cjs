// Every build says which contracts it was built against (docs/decisions/062): `metaData.contracts` in its manifest
// (each shared singleton's version and surface hash, which the shell's runtime plugin compares before it runs a
// remote) and `contract-surface.json` beside it (each export's hash and the exports the app imports, which the
// release command compares with the live shell's). Names as in shared-contracts/src/contracts.ts.
const fs = require('node:fs');
const path = require('node:path');
const { CONTRACT_PACKAGES, contractSurfaces } = require('./contract-surface.cjs');

const MANIFEST = 'mf-manifest.json';
const SURFACE_FILE = 'contract-surface.json';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const ENTRIES = Object.values(CONTRACT_PACKAGES).flatMap((spec) => Object.keys(spec.entries));
const FROM = `['"](${ENTRIES.map(escapeRegExp).join('|')})['"]`;
// `import { a, type B, c as d } from 'shared-contracts'` and `export { … } from …`: types count, a prop type is
// as much of the contract as a schema.
const NAMED = new RegExp(`(?:import|export)\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+${FROM}`, 'g');
// `import * as x from …`, `import('shared-ui/forms')`: the whole entry.
const WHOLE = new RegExp(`(?:import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+|import\\(\\s*)${FROM}`, 'g');

function* sourceFiles(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'locales' && entry.name !== 'test') yield* sourceFiles(full);
    } else if (/\.(tsx?|jsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** The exports an app's sources import from the shared packages, as `<entry>:<name>`. */
function requiredExports(srcDir, surfaces) {
  const required = new Set();
  for (const file of sourceFiles(srcDir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(NAMED)) {
      for (const part of match[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (name) required.add(`${match[2]}:${name}`);
      }
    }
    for (const match of text.matchAll(WHOLE)) {
      for (const surface of Object.values(surfaces)) {
        for (const key of Object.keys(surface.exports)) if (key.startsWith(`${match[1]}:`)) required.add(key);
      }
    }
  }
  return [...required].sort();
}

/**
 * What a build built from `srcDir` against `surfaces` carries: its manifest's `metaData.contracts` and its
 * `contract-surface.json`.
 */
function contractStamp(srcDir, surfaces) {
  return {
    contracts: Object.fromEntries(Object.entries(surfaces).map(([name, { version, surface }]) => [name, { version, surface }])),
    file: { packages: surfaces, requires: requiredExports(srcDir, surfaces) },
  };
}

/**
 * Stamps a build folder as if it had been built from `srcDir` against the shared packages in `pkgDirs` (the e2e
 * suite's release against a changed shared-contracts, without building the app again).
 */
function stampBuild(buildDir, srcDir, pkgDirs) {
  const { contracts, file } = contractStamp(srcDir, contractSurfaces(pkgDirs));
  const manifestFile = path.join(buildDir, MANIFEST);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  manifest.metaData.contracts = contracts;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  fs.writeFileSync(path.join(buildDir, SURFACE_FILE), `${JSON.stringify(file, null, 2)}\n`);
}

class ContractStampPlugin {
  /** @param {{ srcDir: string }} options the app's sources, scanned for what it imports */
  constructor({ srcDir }) {
    this.srcDir = srcDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContractStampPlugin', (compilation) => {
      // After the federation manifest plugin, which emits at the optimize-transfer stage.
      compilation.hooks.processAssets.tap({ name: 'ContractStampPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST);
        if (!asset) return;
        const { contracts, file } = contractStamp(this.srcDir, contractSurfaces());
        const manifest = JSON.parse(asset.source.source().toString());
        manifest.metaData.contracts = contracts;
        compilation.updateAsset(MANIFEST, new sources.RawSource(JSON.stringify(manifest, null, 2)));
        compilation.emitAsset(SURFACE_FILE, new sources.RawSource(`${JSON.stringify(file, null, 2)}\n`));
      });
    });
  }
}

module.exports = { ContractStampPlugin, requiredExports, stampBuild };
