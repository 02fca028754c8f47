import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { cardBody, cardRootSubtle } from '@/styles/card';
import { iconStyle } from '@/styles/icon';

// Build-time styles (docs/decisions/060): the values of the Chakra SimpleGrid, Card, Heading and Text that drew it.
const grid = css({ display: 'grid', gap: '4', listStyleType: 'none' });
const card = cx(cardRootSubtle, css({ bg: 'gray.50' }));
const body = cx(cardBody, css({ gap: '2' }));
const iconBox = css({ color: 'brand.700', mb: '1' });
const title = heading({ size: 'md' });
const text = css({ color: 'gray.700' });

/**
 * A grid of `IconCard`s (reasons to join, tips, community work). A list, so a screen reader says how many
 * there are and lets the visitor skip them. `columns`: the caller's `css({ gridTemplateColumns: … })`.
 */
export function IconCardGrid({ columns, children }: { columns: string; children: ReactNode }) {
  return <ul className={cx(grid, columns)}>{children}</ul>;
}

/** One card of an `IconCardGrid`: a decorative icon, an h3 and a short text. */
export function IconCard({ icon: IconShape, title: titleText, children }: { icon: LucideIcon; title: ReactNode; children: ReactNode }) {
  return (
    <li className={card}>
      <div className={body}>
        <div className={iconBox} aria-hidden>
          <IconShape className={iconStyle('6')} />
        </div>
        <h3 className={title}>{titleText}</h3>
        <p className={text}>{children}</p>
      </div>
    </li>
  );
}
