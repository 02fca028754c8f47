import { BRAND_THEME } from 'shared-contracts';
import { brandPalette, brandSemanticTokens, contrastGrade, contrastRatio, ratioText, relativeLuminance } from '@/features/design/colour-contrast';

describe('contrast (WCAG 2.1)', () => {
  it('gives the known extremes and is symmetric', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#0b3d5c', '#ffffff')).toBe(contrastRatio('#ffffff', '#0b3d5c'));
  });

  it('matches published ratios', () => {
    // #767676 on white is the classic lightest grey that passes AA: 4.54:1
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // the brand blue on white, as theme.ts documents it (10.9:1 or better)
    expect(contrastRatio('#0b3d5c', '#ffffff')).toBeGreaterThan(10.9);
  });

  it('grades against the AA and AAA thresholds', () => {
    expect(contrastGrade(7)).toBe('AAA');
    expect(contrastGrade(6.99)).toBe('AA');
    expect(contrastGrade(4.5)).toBe('AA');
    expect(contrastGrade(4.49)).toBe('AA large');
    expect(contrastGrade(3)).toBe('AA large');
    expect(contrastGrade(2.99)).toBe('fail');
  });

  it('writes a ratio rounded down, in the page’s locale', () => {
    expect(ratioText(4.499, 'en-US')).toBe('4.4:1');
    expect(ratioText(21, 'en-US')).toBe('21.0:1');
    expect(ratioText(11.43, 'pt-BR')).toBe('11,4:1');
  });

  it('refuses what is not a hex colour', () => {
    expect(() => relativeLuminance('blue')).toThrow();
  });
});

describe('the swatches come from the theme', () => {
  it('lists every brand token with its value', () => {
    const palette = brandPalette();
    expect(palette.map((swatch) => swatch.token)).toEqual(Object.keys(BRAND_THEME.theme.tokens.colors.brand).map((name) => `brand.${name}`));
    expect(palette.find((swatch) => swatch.token === 'brand.700')).toEqual({ token: 'brand.700', hex: '#0b3d5c' });
  });

  it('resolves each semantic token to the colour it points to', () => {
    const tokens = brandSemanticTokens();
    expect(tokens.map((swatch) => swatch.token)).toEqual(Object.keys(BRAND_THEME.theme.semanticTokens.colors.brand).map((name) => `brand.${name}`));
    expect(tokens.find((swatch) => swatch.token === 'brand.solid')).toEqual({ token: 'brand.solid', hex: '#0b3d5c', refersTo: 'brand.700' });
    expect(tokens.find((swatch) => swatch.token === 'brand.contrast')).toEqual({ token: 'brand.contrast', hex: '#ffffff', refersTo: 'white' });
  });

  it('keeps the solid button readable: white on brand.solid passes AA', () => {
    const solid = brandSemanticTokens().find((swatch) => swatch.token === 'brand.solid')!;
    const contrast = brandSemanticTokens().find((swatch) => swatch.token === 'brand.contrast')!;
    expect(contrastGrade(contrastRatio(solid.hex, contrast.hex))).not.toBe('fail');
    expect(contrastRatio(solid.hex, contrast.hex)).toBeGreaterThanOrEqual(4.5);
  });
});
