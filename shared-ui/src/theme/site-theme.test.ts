import { BRAND_THEME } from 'shared-contracts';
import { createBrandSystem } from './brand-system';
import { PALETTES_LEFT_OUT, siteTokens } from './site-theme';
import { SITE_RECIPES, SITE_SLOT_RECIPES } from './site-recipes';

// docs/decisions/060: Chakra's system and the build-time engine read one set of tokens.
describe('siteTokens, the build-time engine’s tokens', () => {
  const { breakpoints, tokens, semanticTokens } = siteTokens();
  const colors = tokens.colors as Record<string, Record<string, { value: string }>>;

  it('has the brand colors of BRAND_THEME and Chakra’s breakpoints', () => {
    expect(colors.brand?.['700']?.value).toBe(BRAND_THEME.theme.tokens.colors.brand[700].value);
    expect(breakpoints).toEqual({ sm: '480px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' });
  });

  it('keeps Chakra’s gray and the light value of each semantic token', () => {
    expect(colors.gray?.['200']?.value).toBe('#e4e4e7');
    const fg = (semanticTokens.colors as Record<string, { DEFAULT?: { value: unknown } }>).fg;
    expect(fg?.DEFAULT?.value).toBe('{colors.black}');
  });

  it('leaves out the palettes Chakra’s system leaves out', () => {
    for (const palette of PALETTES_LEFT_OUT) expect(colors[palette]).toBeUndefined();
  });

  it('has a value for every color variable Chakra’s system declares', () => {
    const chakraCss = JSON.stringify(createBrandSystem().getTokenCss());
    for (const shade of ['50', '100', '500', '600', '700', '800', 'accent', 'focus']) {
      expect(chakraCss).toContain(`--chakra-colors-brand-${shade}`);
      expect(colors.brand?.[shade]).toBeDefined();
    }
  });
});

describe('SITE_RECIPES', () => {
  it('names its classes apart from Chakra’s, so build-time rules never match a Chakra component', () => {
    for (const recipe of [...Object.values(SITE_RECIPES), ...Object.values(SITE_SLOT_RECIPES)]) expect(recipe.className).toMatch(/^rb-/);
  });
});
