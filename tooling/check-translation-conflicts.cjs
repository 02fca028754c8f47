// npm test, after `lingui compile`: one message id has one translation per locale across every catalog.
// The shell and the remotes merge their catalogs into one shared i18n instance (docs/architecture.md), so two
// catalogs translating the same English sentence differently would show whichever loaded last: a word that
// changes with the pages visited before, and a hydration mismatch when the server loaded them in another order.
const fs = require('node:fs');
const path = require('node:path');
const { catalogs, locales, sourceLocale } = require('../lingui.config.js');

const root = path.resolve(__dirname, '..');
const COMPILED = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/** Every compiled catalog file of a locale (feature catalogs expand `{name}` to each feature folder). */
function compiledFiles(locale) {
  const files = [];
  for (const { path: pattern } of catalogs) {
    const file = `${pattern.replace('<rootDir>', root).replace('{locale}', locale)}.ts`;
    if (!file.includes('{name}')) {
      files.push(file);
      continue;
    }
    const [before, after] = file.split('{name}');
    for (const name of fs.readdirSync(before)) {
      const candidate = `${before}${name}${after}`;
      if (fs.existsSync(candidate)) files.push(candidate);
    }
  }
  return files;
}

function messagesOf(file) {
  const match = COMPILED.exec(fs.readFileSync(file, 'utf8'));
  if (!match) throw new Error(`${path.relative(root, file)}: not the compiled format this check reads (lingui compile --typescript)`);
  return JSON.parse(JSON.parse(match[1]));
}

const conflicts = [];
for (const locale of locales.filter((candidate) => candidate !== sourceLocale)) {
  const first = new Map();
  for (const file of compiledFiles(locale)) {
    for (const [id, message] of Object.entries(messagesOf(file))) {
      const text = JSON.stringify(message);
      const seen = first.get(id);
      if (!seen) first.set(id, { file, text });
      else if (seen.text !== text) conflicts.push(`${locale} ${id}: ${seen.text} (${path.relative(root, seen.file)}) vs ${text} (${path.relative(root, file)})`);
    }
  }
}

if (conflicts.length > 0) {
  console.error(`One English message, two translations (give it one in every .po file, or a context):\n${conflicts.join('\n')}`);
  process.exit(1);
}
console.info('Translations: one per message and locale across every catalog.');
