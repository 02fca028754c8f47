/**
 * Brand design tokens as plain data (Chakra v3 config shape), so the shell and each remote's standalone page
 * build the same theme. The brand blue on white is 10.9:1 and white on the solid button passes WCAG AA
 * (Chakra's default teal solid button does not: 3.7:1).
 */
export const BRAND_THEME = {
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'white', color: 'gray.900' },
    ':focus-visible': { outline: '3px solid {colors.brand.focus}', outlineOffset: '2px' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f1f7' },
          100: { value: '#c5dcea' },
          500: { value: '#155e8a' },
          600: { value: '#0f4c71' },
          700: { value: '#0b3d5c' },
          800: { value: '#082c43' },
          accent: { value: '#f6a313' },
          focus: { value: '#c46a00' },
        },
      },
      fonts: {
        heading: { value: '"Liberation Sans", Arial, Helvetica, sans-serif' },
        body: { value: '"Liberation Sans", Arial, Helvetica, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.600}' },
          focusRing: { value: '{colors.brand.focus}' },
        },
      },
    },
    slotRecipes: {
      // Spec 2.13: the portal's dialog sizes; Chakra has xs–xl, cover and full, we add xm and smc.
      dialog: {
        variants: {
          size: {
            xm: { content: { maxW: '36rem' } },
            smc: { content: { maxW: '26rem', textAlign: 'center' } },
          },
        },
      },
    },
  },
} as const;
