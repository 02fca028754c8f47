// Chakra's global styles at build time (docs/decisions/072): the layer order, Chakra's reset, its global CSS and
// the token variables that ChakraProvider used to write through emotion while the page rendered, appended to the
// shell's Panda stylesheet (`styled-system/styles.css`, docs/decisions/060) right after `panda cssgen`. The page has
// them before any script runs, so a page drawn without Chakra's runtime looks the same, and the Chakra islands
// (shared-ui `ChakraScope`) do not write them again.
//
// The rules are serialised exactly as the server's render did (docs/decisions/042): emotion's `Global`, on a server
// cache in compat mode with the key `css`, then emotion's extraction; so the file holds the same text the server
// put in <head>, in the same order after the Panda rules (emotion's styles came after the stylesheet's link).
import { appendFileSync, readFileSync } from 'node:fs';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { createBrandSystem } from 'shared-ui/brand-system';

const MARK = '/* Chakra global styles (docs/decisions/072) */';

function chakraGlobalCss(): string {
  const system = createBrandSystem();
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // ChakraProvider's two `Global`s, in its order (emotion's ThemeContext defaults to an empty theme).
  const globals: unknown[] = [];
  if (!system._config.disableLayers) globals.push(system.layers.atRule);
  globals.push(system._global);
  const rules: string[] = [];
  for (const styles of globals) {
    const serialized = serializeStyles([styles as never], undefined, {});
    let styleText = serialized.styles;
    let next = serialized.next;
    while (next !== undefined) {
      styleText += next.styles;
      next = next.next;
    }
    const inserted = cache.insert('', { name: serialized.name, styles: styleText }, cache.sheet, false);
    if (typeof inserted === 'string') rules.push(inserted);
  }
  return rules.join('');
}

const target = process.argv[2];
if (!target) throw new Error('usage: tsx scripts/chakra-global-css.ts <stylesheet to append to>');
if (!readFileSync(target, 'utf8').includes(MARK)) appendFileSync(target, `\n${MARK}\n${chakraGlobalCss()}\n`);
