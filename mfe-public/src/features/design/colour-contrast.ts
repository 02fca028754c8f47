import { BRAND_THEME } from 'shared-contracts';

/**
 * The colours of the style guide, read from the theme itself (shared-contracts BRAND_THEME) so the page can
 * never show a value the site does not use, and their WCAG 2.1 contrast ratios, computed.
 */

export interface Swatch {
  /** The token as code uses it: `brand.700`, `brand.solid`. */
  token: string;
  hex: string;
  /** For a semantic token, the token it points to (`brand.700`) or the CSS colour it names (`white`). */
  refersTo?: string;
}

const NAMED_COLOURS: Record<string, string> = { white: '#ffffff', black: '#000000' };
const brandTokens: Record<string, { value: string }> = BRAND_THEME.theme.tokens.colors.brand;
const brandSemantic: Record<string, { value: string }> = BRAND_THEME.theme.semanticTokens.colors.brand;

/** The brand palette, lightest first, then the named accents. */
export const brandPalette = (): Swatch[] =>
  Object.entries(brandTokens).map(([name, { value }]) => ({ token: `brand.${name}`, hex: value.toLowerCase() }));

/** `{colors.brand.700}` → its hex; `white` → `#ffffff`. */
function resolve(value: string): { hex: string; refersTo: string } {
  const reference = /^\{colors\.brand\.(\w+)\}$/.exec(value);
  if (reference) {
    const target = brandTokens[reference[1]!];
    if (!target) throw new Error(`Unknown brand token ${value}`);
    return { hex: target.value.toLowerCase(), refersTo: `brand.${reference[1]}` };
  }
  const named = NAMED_COLOURS[value];
  if (!named) throw new Error(`Unknown colour ${value}`);
  return { hex: named, refersTo: value };
}

/** The semantic tokens components use (Chakra's colour palette slots: solid, contrast, fg, muted…). */
export const brandSemanticTokens = (): Swatch[] =>
  Object.entries(brandSemantic).map(([name, { value }]) => ({ token: `brand.${name}`, ...resolve(value) }));

function channels(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16) / 255) as [number, number, number];
}

/** WCAG 2.1 relative luminance. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.1 contrast ratio, 1 to 21, whichever colour is lighter. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** What the ratio allows under WCAG 2.1 AA: any text (4.5), large text and UI parts only (3), or neither. */
export type ContrastGrade = 'AAA' | 'AA' | 'AA large' | 'fail';
export function contrastGrade(ratio: number): ContrastGrade {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'fail';
}

/** Rounded down to one decimal, as the WCAG thresholds are read (4.49 does not pass 4.5). */
export const ratioText = (ratio: number, locale: string): string =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.floor(ratio * 10) / 10)}:1`;
