// The contract surface of the two shared singletons, `shared-contracts` and `shared-ui` (docs/decisions/062): every
// export of each federated entry, with a hash of its declaration and of every declaration of the package it reaches
// (a schema's object, the interface a function returns, a prop type...). The declarations are the `.d.ts` text
// TypeScript emits for the package (in memory), so an implementation change leaves the hash alone and a change of
// what an app can call or read changes it. Comments do not count. Types of other packages (zod, React, Chakra) are
// named, not followed: their versions are the lock file's business.
//
// Each build stamps the result into its manifest (tooling/contract-plugin.cjs); `tooling/contract-version.mjs`
// compares it with the committed `contract-surface.json` of each package and bumps its version.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** The federated entries of each shared package: its shared names (tooling/federation.cjs) and their source files. */
const CONTRACT_PACKAGES = {
  'shared-contracts': {
    dir: 'shared-contracts',
    entries: { 'shared-contracts': 'src/index.ts', 'shared-contracts/core': 'src/core.ts', 'shared-contracts/atoms': 'src/atoms.ts', 'shared-contracts/api-client': 'src/api-client/index.ts' },
  },
  'shared-ui': {
    dir: 'shared-ui',
    entries: { 'shared-ui': 'src/index.ts', 'shared-ui/forms': 'src/forms.ts', 'shared-ui/chakra-free': 'src/chakra-free.ts' },
  },
};

const sha = (text) => createHash('sha256').update(text).digest('hex');
const TEST_FILE = /(\.test\.tsx?|[\\/]test[\\/].*|testing\.ts)$/;

function* sourceFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|json|po)$/.test(entry.name)) yield full;
  }
}

/** Everything the surface is computed from: a change of any of these computes it again. */
function inputsKey(ts, pkgDir) {
  const hash = createHash('sha256').update(ts.version).update(fs.readFileSync(__filename));
  for (const file of ['tsconfig.json', 'package.json']) hash.update(fs.readFileSync(path.join(pkgDir, file)));
  for (const file of sourceFiles(path.join(pkgDir, 'src'))) hash.update(path.relative(pkgDir, file)).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 32);
}

/**
 * `import("…")` types as a package name: TypeScript writes another package's type as a path relative to the file
 * (which depends on where the package sits) or with a resolution mode; the hash must not.
 */
function normalizeImports(text, fileDir, srcDir) {
  return text
    .replace(/, \{ with: \{ "resolution-mode": "(?:require|import)" \} \}/g, '')
    .replace(/import\("([^"]+)"\)/g, (whole, specifier) => {
      if (!specifier.startsWith('.')) return whole;
      const target = path.resolve(fileDir, specifier);
      if (target.startsWith(srcDir + path.sep)) return `import("./${path.relative(srcDir, target).split(path.sep).join('/')}")`;
      const inModules = target.split(`${path.sep}node_modules${path.sep}`).pop() ?? target;
      const parts = inModules.split(path.sep);
      return `import("${parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/')}")`;
    });
}

/**
 * A declaration's text with the members of every object type literal in one order: the emitter prints an inferred
 * object type's properties in the order the checker met them, which another change elsewhere in the package can
 * shift; the type is the same. Whitespace is one space.
 */
function canonicalText(ts, node, sourceFile) {
  if (ts.isTypeLiteralNode(node)) {
    const members = node.members.map((member) => canonicalText(ts, member, sourceFile).replace(/[;,]\s*$/, '')).sort();
    return `{ ${members.join('; ')} }`;
  }
  const children = node.getChildren(sourceFile);
  if (children.length === 0) return node.getText(sourceFile);
  let text = '';
  let position = node.getStart(sourceFile);
  for (const child of children) {
    const start = child.getStart(sourceFile);
    if (start > position) text += ' ';
    text += canonicalText(ts, child, sourceFile);
    position = child.getEnd();
  }
  return text.replace(/\s+/g, ' ');
}

/** A top-level declaration of a file (what an identifier of another declaration may name). */
function isTopLevel(ts, node) {
  if (ts.isSourceFile(node.parent)) return true;
  return ts.isVariableDeclaration(node) && ts.isVariableDeclarationList(node.parent) && ts.isSourceFile(node.parent.parent?.parent);
}

/** The package's declarations as TypeScript emits them, by the path of the source file they describe. */
function emitDeclarations(ts, pkgDir, srcDir, entries) {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(pkgDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed) throw new Error(`contract surface: cannot read ${pkgDir}/tsconfig.json`);
  // The package importing its own entries by name (shared-contracts' main entry re-exports `shared-contracts/core`,
  // docs/decisions/071) resolves to their sources here: through the package's `exports` they are files of `dist/`,
  // which a fresh clone has not built yet when this check runs (scripts/test.sh), and whose declarations may be stale.
  const paths = Object.fromEntries(Object.entries(entries).map(([entry, file]) => [entry, [path.join(pkgDir, file)]]));
  const options = { ...parsed.options, noEmit: false, declaration: true, emitDeclarationOnly: true, declarationMap: false, outDir: srcDir, rootDir: srcDir, declarationDir: srcDir, types: [], baseUrl: pkgDir, paths };
  const files = parsed.fileNames.filter((file) => !TEST_FILE.test(file));
  const program = ts.createProgram(files, options);
  const declarations = new Map();
  program.emit(undefined, (file, text) => {
    if (file.endsWith('.d.ts')) declarations.set(path.resolve(file), text);
  }, undefined, true);
  return { declarations, options };
}

/** Each export of each entry, and the hash of its declaration closure within the package. */
function computeSurface(ts, name, pkgDir) {
  const spec = CONTRACT_PACKAGES[name];
  const srcDir = path.join(pkgDir, 'src');
  const { declarations, options } = emitDeclarations(ts, pkgDir, srcDir, spec.entries);
  // A program over the emitted declarations alone: the package's sources are hidden, so its imports resolve to them.
  const hidden = (file) => path.resolve(file).startsWith(srcDir + path.sep) && /\.tsx?$/.test(file) && !file.endsWith('.d.ts');
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => declarations.has(path.resolve(file)) || (!hidden(file) && fileExists.call(host, file));
  host.readFile = (file) => declarations.get(path.resolve(file)) ?? (hidden(file) ? undefined : readFile.call(host, file));
  host.getSourceFile = (file, language, ...rest) => {
    const text = declarations.get(path.resolve(file));
    return text === undefined ? getSourceFile.call(host, file, language, ...rest) : ts.createSourceFile(file, text, language, true);
  };
  const entryFiles = Object.fromEntries(Object.entries(spec.entries).map(([entry, file]) => [entry, path.join(pkgDir, file).replace(/\.tsx?$/, '.d.ts')]));
  const program = ts.createProgram(Object.values(entryFiles), { ...options, noEmit: true }, host);
  const checker = program.getTypeChecker();
  const own = (node) => declarations.has(path.resolve(node.getSourceFile().fileName));
  const resolve = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);

  const exportsOut = {};
  for (const [entry, file] of Object.entries(entryFiles)) {
    const sourceFile = program.getSourceFile(file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`contract surface: no module at ${file}`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const texts = new Set();
      const seen = new Set();
      const visit = (symbol) => {
        if (seen.has(symbol)) return;
        seen.add(symbol);
        for (const declaration of symbol.declarations ?? []) {
          if (!own(declaration) || !isTopLevel(ts, declaration)) continue;
          const file = declaration.getSourceFile().fileName;
          const text = canonicalText(ts, declaration, declaration.getSourceFile());
          texts.add(`${path.relative(srcDir, file)}: ${normalizeImports(text, path.dirname(file), srcDir)}`);
          const walk = (node) => {
            if (ts.isIdentifier(node)) {
              const target = checker.getSymbolAtLocation(node);
              if (target) visit(resolve(target));
            }
            ts.forEachChild(node, walk);
          };
          ts.forEachChild(declaration, walk);
        }
      };
      visit(resolve(exported));
      const key = `${entry}:${exported.getName()}`;
      exportsOut[key] = sha([...texts].sort().join('\n')).slice(0, 16);
      // Why an export's hash changed: CONTRACT_SURFACE_DEBUG=<entry>:<name> prints the declarations it is made of.
      if (process.env.CONTRACT_SURFACE_DEBUG === key) console.info([...texts].sort().join('\n'));
    }
  }
  const sorted = Object.fromEntries(Object.entries(exportsOut).sort(([a], [b]) => a.localeCompare(b)));
  return { surface: surfaceHashOf(sorted), exports: sorted };
}

/** The hash of a whole surface: of every export's name and hash. */
const surfaceHashOf = (exportsMap) =>
  sha(
    Object.entries(exportsMap)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, value]) => `${key} ${value}`)
      .join('\n'),
  ).slice(0, 16);

/**
 * `{ version, surface, exports }` of a shared package as its sources are now. Cached under node_modules/.cache by
 * the hash of its sources: the four apps' builds ask for the same answer. `pkgDir`: another copy of the package
 * (the e2e suite builds a release against a changed one).
 */
function contractSurface(name, pkgDir = path.join(root, CONTRACT_PACKAGES[name].dir)) {
  const ts = require('typescript');
  const version = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version;
  const cacheDir = path.join(root, 'node_modules', '.cache', 'contract-surface');
  const cacheFile = path.join(cacheDir, `${name}-${inputsKey(ts, pkgDir)}.json`);
  if (fs.existsSync(cacheFile)) return { version, ...JSON.parse(fs.readFileSync(cacheFile, 'utf8')) };
  const computed = computeSurface(ts, name, pkgDir);
  fs.mkdirSync(cacheDir, { recursive: true });
  const temporary = `${cacheFile}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(computed));
  fs.renameSync(temporary, cacheFile);
  return { version, ...computed };
}

/** Both packages' surfaces, by package name; `pkgDirs` names other copies of either. */
const contractSurfaces = (pkgDirs = {}) => Object.fromEntries(Object.keys(CONTRACT_PACKAGES).map((name) => [name, contractSurface(name, pkgDirs[name])]));

module.exports = { CONTRACT_PACKAGES, contractSurface, contractSurfaces, surfaceHashOf };

if (require.main === module) {
  const started = Date.now();
  const surfaces = contractSurfaces();
  for (const [name, surface] of Object.entries(surfaces)) {
    console.info(`${name} ${surface.version}: surface ${surface.surface}, ${Object.keys(surface.exports).length} exports`);
  }
  console.info(`${Date.now() - started} ms`);
}
