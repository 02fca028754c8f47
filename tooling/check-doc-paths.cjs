#!/usr/bin/env node
/*
 * The map a newcomer trusts stays true: every repository path that README.md (its map), docs/architecture.md,
 * docs/README.md and docs/bench/README.md name must exist, and every relative link in them must lead to a file
 * or folder. Run by `npm test` beside the translation checks (scripts/test.sh); a path moved or deleted without
 * its page fails here, with the page and line that still name it.
 *
 * What counts as a path: a `code span` that starts with one of the repository's top folders (or is a file at the
 * root), with `{a,b}` expanded. Spans with a placeholder (`<package>`, `*`, `…`) or that are URLs, commands or
 * routes are skipped. A path inside a package (`src/plugins/session.ts`) is looked for in the package named before
 * it on the line, then the section's (`## The server (\`server/\`)`), then any. A bare source file name
 * (`index-html.ts`) is looked for in the folders named before it in its paragraph, then anywhere in the
 * repository (a list under a path names its files bare).
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const PAGES = ['README.md', 'docs/README.md', 'docs/architecture.md', 'docs/bench/README.md'];

const TOP = fs
  .readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => !entry.name.startsWith('.') && entry.name !== 'node_modules')
  .map((entry) => entry.name);
const TOP_FOLDERS = new Set(
  fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name),
);
// Produced by a build or a run, never committed: a page may name them though they are absent from a clone.
const GENERATED = [/(^|\/)dist(\/|$)/, /^bench-results(\/|$)/, /^data(\/|$)/, /(^|\/)locales\/[^/]+\/messages\.ts$/];

/** `a/{b,c}/d.ts` → `a/b/d.ts`, `a/c/d.ts` (one level of braces per group, as the pages write them). */
function expandBraces(text) {
  const match = /\{([^{}]*)\}/.exec(text);
  if (!match) return [text];
  return match[1]
    .split(',')
    .flatMap((part) => expandBraces(text.slice(0, match.index) + part.trim() + text.slice(match.index + match[0].length)));
}

function looksLikeRepoPath(span) {
  if (/[<>*…\s]|^\.|:\/\//.test(span)) return false;
  const first = span.split('/')[0];
  if (span.includes('/')) return TOP_FOLDERS.has(first.replace(/\{.*$/, '')) || first.startsWith('{');
  return TOP.includes(span);
}

function exists(relative) {
  const clean = relative.replace(/[#?].*$/, '').replace(/\/$/, '');
  return fs.existsSync(path.join(ROOT, clean));
}

/** `shared-contracts/atoms`: an import specifier, present when the workspace's package.json exports `./atoms`. */
function isPackageEntry(specifier) {
  const [workspace, ...rest] = specifier.split('/');
  const manifest = path.join(ROOT, workspace, 'package.json');
  if (rest.length === 0 || !fs.existsSync(manifest)) return false;
  const exportsField = JSON.parse(fs.readFileSync(manifest, 'utf8')).exports;
  return Boolean(exportsField && typeof exportsField === 'object' && `./${rest.join('/')}` in exportsField);
}

function isGenerated(relative) {
  return GENERATED.some((pattern) => pattern.test(relative));
}

let names = null;
/** The names of every file of the repository (outside dependencies and build outputs), read once. */
function fileNames() {
  if (names) return names;
  names = new Set();
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (['node_modules', 'dist', '.git', 'data', 'bench-results', 'test-results'].includes(entry.name)) continue;
      if (entry.isDirectory()) walk(path.join(folder, entry.name));
      else names.add(entry.name);
    }
  };
  walk(ROOT);
  return names;
}

/** Whether `name` is a file anywhere under `folder` (a few levels; the pages name files near their folder). */
function findBelow(folder, name, depth = 3) {
  const absolute = path.join(ROOT, folder);
  if (depth < 0 || !fs.existsSync(absolute) || !fs.statSync(absolute).isDirectory()) return false;
  for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    if (entry.isFile() && entry.name === name) return true;
    if (entry.isDirectory() && findBelow(path.posix.join(folder, entry.name), name, depth - 1)) return true;
  }
  return false;
}

const problems = [];
let checked = 0;

for (const page of PAGES) {
  const text = fs.readFileSync(path.join(ROOT, page), 'utf8');
  const pageDir = path.dirname(page);
  let inFence = false;
  // The package a section is about (`## The server (\`server/\`)`): its `src/…` spans are that package's.
  let sectionPackage = null;
  // The folders named in the paragraph so far, newest first: a bare file name is looked for in them.
  let folders = [];
  text.split('\n').forEach((line, index) => {
    const where = `${page}:${index + 1}`;
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    if (line.trim() === '') folders = [];
    if (/^#/.test(line)) {
      const named = /`([\w-]+)\/`/.exec(line);
      sectionPackage = named && TOP_FOLDERS.has(named[1]) ? named[1] : null;
      folders = [];
    }
    let linePackage = null;

    // Relative links: [text](target), resolved from the page's folder.
    for (const link of line.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = link[1];
      if (/^[a-z]+:|^#|^\//i.test(target)) continue;
      const resolved = path.normalize(path.join(pageDir, target.replace(/#.*$/, '')));
      checked += 1;
      if (!exists(resolved)) problems.push(`${where}: the link ${target} leads nowhere`);
    }

    // Code spans naming a path of the repository.
    for (const span of line.matchAll(/`([^`]+)`/g)) {
      const raw = span[1].trim();
      if (/^(src|db)\/[\w./{},-]*$/.test(raw)) {
        // A path inside a package: the one named before it on the line, the section's, or any workspace's.
        const inPackage = (workspace, relative) =>
          relative.startsWith('src/') ? `${workspace}/${relative}` : `${workspace}/src/${relative}`;
        const preferred = linePackage ?? sectionPackage;
        const order = preferred ? [preferred, ...TOP_FOLDERS] : [...TOP_FOLDERS];
        for (const candidate of expandBraces(raw)) {
          checked += 1;
          const workspace = order.find((name) => exists(inPackage(name, candidate)));
          if (!workspace) problems.push(`${where}: \`${candidate}\` is in no package`);
          else folders.unshift(path.posix.dirname(inPackage(workspace, candidate).replace(/\/$/, '/x')));
        }
        continue;
      }
      if (looksLikeRepoPath(raw)) {
        linePackage = TOP_FOLDERS.has(raw.split('/')[0]) ? raw.split('/')[0] : linePackage;
        for (const candidate of expandBraces(raw)) {
          if (isGenerated(candidate)) continue;
          checked += 1;
          if (!exists(candidate) && !isPackageEntry(candidate)) problems.push(`${where}: \`${candidate}\` does not exist`);
        }
        const expanded = expandBraces(raw)[0];
        folders.unshift(raw.endsWith('/') ? expanded.replace(/\/$/, '') : path.posix.dirname(expanded));
      } else if (folders.length > 0 && /^[\w.-]+\.(ts|tsx|cjs|mjs|sh)$/.test(raw)) {
        // A bare file name after a path: a file of a folder named before it on the line, or of a folder below.
        checked += 1;
        if (!folders.some((folder) => exists(path.posix.join(folder, raw)) || findBelow(folder, raw)) && !fileNames().has(raw)) {
          problems.push(`${where}: \`${raw}\` is in none of ${folders.join(', ')} (named before it in the paragraph)`);
        }
      }
    }
  });
}

if (problems.length > 0) {
  console.error(`The pages name ${problems.length} path(s) that are not in the repository:`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error('Move the page with the code (or say what replaced it), then run node tooling/check-doc-paths.cjs.');
  process.exit(1);
}
console.info(`check-doc-paths: ${checked} paths and links in ${PAGES.length} pages, all present.`);
