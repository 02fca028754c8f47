import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const SRC = join(__dirname, '../..');

/** The specifiers a module imports before it runs (static imports and re-exports, not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map((match) => match[1] ?? match[2] ?? '');
}

/** Every module of this app the page runs, followed through relative and `@/` imports. */
function modulesOf(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of staticImports(entry)) {
    const base = specifier.startsWith('@/') ? join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(entry), specifier) : null;
    if (!base) continue;
    const file = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((candidate) => {
      try {
        readFileSync(candidate);
        return true;
      } catch {
        return false;
      }
    });
    if (file) modulesOf(file, seen);
  }
  return seen;
}

// `/` loads no Chakra unless the visitor goes for "Log in" (docs/decisions/060, 072, 038): neither the page nor its
// offers (spec 3), which show after hydration, may import Chakra, emotion or shared-ui's main entry (a federation
// singleton that imports Chakra). shared-ui/chakra-free is the entry for them.
it('the home page and its offers import neither Chakra nor shared-ui’s main entry', () => {
  const modules = [...modulesOf(join(__dirname, 'HomePage.tsx'))];
  expect(modules.map((file) => file.slice(SRC.length + 1))).toEqual(expect.arrayContaining(['features/home/Promotions.tsx', 'features/home/OfferCards.tsx']));
  const heavy = modules.flatMap((file) =>
    staticImports(file)
      .filter((specifier) => specifier === 'shared-ui' || specifier === 'shared-ui/forms' || specifier.startsWith('@chakra-ui/') || specifier.startsWith('@emotion/'))
      .map((specifier) => `${file.slice(SRC.length + 1)}: ${specifier}`),
  );
  expect(heavy).toEqual([]);
});
