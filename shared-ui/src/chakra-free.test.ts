import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The specifiers a module imports before it runs (static imports and re-exports, not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)].map((match) => match[1] ?? match[2] ?? '');
}

/** Every module of this package the entry runs, followed through relative imports. */
function modulesOf(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const specifier of staticImports(entry)) {
    if (!specifier.startsWith('.')) continue;
    const base = resolve(dirname(entry), specifier);
    const file = ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((candidate) => {
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

// A page drawn at build time imports this entry before it answers a click: neither Chakra nor emotion nor shared-ui's
// main entry (which imports Chakra) may come with it (docs/decisions/072, third step).
it('shared-ui/chakra-free imports neither Chakra nor the main entry before it runs', () => {
  const modules = [...modulesOf(join(__dirname, 'chakra-free.ts'))];
  expect(modules.length).toBeGreaterThan(1);
  const heavy = modules.flatMap((file) =>
    staticImports(file).filter((specifier) => specifier === 'shared-ui' || specifier.startsWith('@chakra-ui/') || specifier.startsWith('@emotion/') || specifier === './index'),
  );
  expect(heavy).toEqual([]);
});
