import { createBrandSystem } from './brand-system';

describe('createBrandSystem (issue 13: one color mode)', () => {
  const system = createBrandSystem();
  const tokenCss = JSON.stringify(system.getTokenCss());

  it('declares no dark-mode variables', () => {
    expect(tokenCss).not.toMatch(/\.dark/);
  });

  it("keeps Chakra's light values and the brand's tokens", () => {
    expect(tokenCss).toContain('"--chakra-colors-red-fg":"var(--chakra-colors-red-700)"');
    expect(tokenCss).toContain('"--chakra-colors-brand-solid":"var(--chakra-colors-brand-700)"');
    expect(tokenCss).toContain('"--chakra-colors-bg":"var(--chakra-colors-white)"');
  });
});
