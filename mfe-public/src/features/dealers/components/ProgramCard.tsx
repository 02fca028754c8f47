import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { cardBody, cardRoot } from '@/styles/card';

// Build-time styles (docs/decisions/060): the values of Chakra's card (small, then medium from md), heading and
// plain list that drew it.
const card = cx(cardRoot, css({ h: 'full' }));
const body = cx(cardBody, css({ gap: '4', padding: { base: '4', md: '6' } }));
const title = cx(heading(), css({ textStyle: 'lg', color: 'brand.700' }));
const list = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const item = css({ whiteSpace: 'normal', display: 'inline-flex', alignItems: 'flex-start' });
const check = css({ marginEnd: '2', minHeight: '1lh', flexShrink: 0, display: 'inline-block', verticalAlign: 'middle', color: 'brand.600', mt: '1' });

/** A card of the dealer page: an h3 and a list of short points, each with a check mark. */
export function ProgramCard({ title: titleText, points }: { title: ReactNode; points: ReactNode[] }) {
  return (
    <div className={card}>
      <div className={body}>
        <h3 className={title}>{titleText}</h3>
        <ul className={list}>
          {points.map((point, index) => (
            <li key={index} className={item}>
              <CircleCheck aria-hidden size={16} className={check} />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
