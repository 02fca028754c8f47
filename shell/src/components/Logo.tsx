import { useId } from 'react';
import { COMPANY } from 'shared-contracts/core';
import { css } from 'styled-system/css';

/** The wordmark: the first word of the company name in bold, the rest regular. */
const [brandWord, ...restWords] = COMPANY.name.split(' ');
const restOfName = restWords.join(' ');

const BRAND_BLUE = 'var(--chakra-colors-brand-700, #0b3d5c)';
const ACCENT = 'var(--chakra-colors-brand-accent, #f6a313)';

// Build-time styles (docs/decisions/060).
const frame = { display: 'inline-flex', flexShrink: 0 } as const;
const onLightFrame = css(frame, { color: 'brand.700' });
const onDarkFrame = css(frame, { color: 'white' });

export interface LogoProps {
  width: number;
  height: number;
  /** `onLight` draws the brand blue logo (header), `onDark` a white one (footer). */
  tone?: 'onLight' | 'onDark';
}

/**
 * The company logo as an inline SVG of exactly `width`×`height` px: no extra request, renders on the server,
 * and its accessible name is the company name. The wordmark is stretched to a fixed length, so it keeps its
 * size whatever font is installed.
 */
export function Logo({ width, height, tone = 'onLight' }: LogoProps) {
  const titleId = useId();
  const cutout = tone === 'onLight' ? '#ffffff' : BRAND_BLUE;
  return (
    <span className={tone === 'onLight' ? onLightFrame : onDarkFrame}>
      <svg
        role="img"
        aria-labelledby={titleId}
        width={width}
        height={height}
        viewBox="0 0 180 25"
        preserveAspectRatio="xMinYMid meet"
        style={{ display: 'block' }}
      >
        <title id={titleId}>{COMPANY.name}</title>
        <rect x="0" y="0" width="25" height="25" rx="5" fill="currentColor" />
        {/* A bridge arch (accent colour, decoration only) over a road. */}
        <path d="M4 17.5 Q12.5 5 21 17.5" fill="none" stroke={ACCENT} strokeWidth="2.4" strokeLinecap="round" />
        <path d="M3 20.5 H22" stroke={cutout} strokeWidth="2" strokeLinecap="round" />
        <path d="M8.5 14 V20 M12.5 11.5 V20 M16.5 14 V20" stroke={cutout} strokeWidth="1.4" />
        <text
          x="31"
          y="17.5"
          fill="currentColor"
          fontFamily='"Liberation Sans", Arial, Helvetica, sans-serif'
          fontSize="13.5"
          textLength="148"
          lengthAdjust="spacingAndGlyphs"
        >
          <tspan fontWeight="700">{brandWord}</tspan>
          <tspan fontWeight="400">{restOfName ? ` ${restOfName}` : ''}</tspan>
        </text>
      </svg>
    </span>
  );
}
