import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createBrandSystem, PALETTES_LEFT_OUT } from './brand-system';

describe('createBrandSystem (docs/decisions/039, 043: one color mode, the palettes the site uses)', () => {
  const system = createBrandSystem();
  const tokenCss = JSON.stringify(system.getTokenCss());

  it('declares no dark-mode variables', () => {
    expect(tokenCss).not.toMatch(/\.dark/);
  });

  it("keeps Chakra's light values and the brand's tokens", () => {
    expect(tokenCss).toContain('"--chakra-colors-red-fg":"var(--chakra-colors-red-700)"');
    expect(tokenCss).toContain('"--chakra-colors-brand-solid":"var(--chakra-colors-brand-700)"');
    expect(tokenCss).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
    // Chakra's info status colors are blue: blue stays although no page names it.
    expect(tokenCss).toContain('"--chakra-colors-fg-info":"var(--chakra-colors-blue-600)"');
  });

  it('declares no variable of a palette left out', () => {
    for (const palette of PALETTES_LEFT_OUT) expect(tokenCss).not.toContain(`--chakra-colors-${palette}-`);
  });
});

describe('the palettes left out', () => {
  const root = path.resolve(__dirname, '../../..');
  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(file);
      return /\.tsx?$/.test(entry.name) ? [file] : [];
    });

  it('are named by no app: a color of theirs would have no CSS variable behind it', () => {
    const named = new RegExp(`['"\`](${PALETTES_LEFT_OUT.join('|')})(\\.[\\w.]+)?['"\`]`);
    const files = ['shell', 'mfe-public', 'mfe-auth', 'mfe-account', 'shared-ui']
      .flatMap((app) => sources(path.join(root, app, 'src')))
      .filter((file) => path.dirname(file) !== __dirname);
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => named.test(readFileSync(file, 'utf8'))).map((file) => path.relative(root, file))).toEqual([]);
  });
});
