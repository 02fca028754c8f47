import type { ReactNode } from 'react';
import { CircleCheck, type LucideIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import type { PaymentSectionId } from '@/features/payments/payment-facts';
import { cardBody, cardRoot } from '@/styles/card';

// Build-time styles (docs/decisions/060): the values of the Chakra card (outline), grid, icon, heading, badge
// (subtle, medium), list and texts that drew a way to pay.
const card = cx(cardRoot, css({ borderColor: 'gray.200', scrollMarginTop: '6' }));
const body = cx(cardBody, css({ p: { base: '5', md: '8' } }));
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'auto 1fr' }, gap: { base: '4', md: '6' } });
const iconBox = css({ display: { base: 'none', md: 'block' }, bg: 'brand.50', color: 'brand.700', p: '3', rounded: 'xl', alignSelf: 'start' });
const icon = css({ display: 'inline-block', lineHeight: '1em', flexShrink: '0', color: 'currentcolor', verticalAlign: 'middle', boxSize: '7' });
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const titleRow = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', gap: '3' });
const title = cx(heading({ size: 'xl' }), css({ color: 'brand.700' }));
const badgeFrame = css({
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  gap: '1',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  bg: 'colorPalette.subtle',
  color: 'colorPalette.fg',
  textStyle: 'sm',
  px: '2',
  minH: '6',
});
const badgeFree = cx(badgeFrame, css({ colorPalette: 'green' }));
const badgeFee = cx(badgeFrame, css({ colorPalette: 'orange' }));
const summaryText = css({ fontSize: { base: 'md', md: 'lg' } });
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' });
const item = css({ whiteSpace: 'normal', display: 'flex', gap: '3', alignItems: 'start' });
const check = css({ color: 'green.700', pt: '0.5', flexShrink: 0 });
const actionBox = css({ pt: '2' });

interface PaymentMethodProps {
  id: PaymentSectionId;
  icon: LucideIcon;
  title: string;
  /** The cost in a word or two ("Free", "No fee from us"), shown as a badge beside the title. */
  cost: string;
  /** False when someone may charge a fee (a retail location): the badge is then amber, not green. */
  free?: boolean;
  summary: ReactNode;
  details: readonly ReactNode[];
  /** What the visitor can do now: a button, a phone link, an address. */
  action?: ReactNode;
}

/** One way to pay: its own h2 (an anchor target), what it costs, how it works, and what to do next. */
export function PaymentMethod({ id, icon: IconShape, title: titleText, cost, free = true, summary, details, action }: PaymentMethodProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={card}>
      <div className={body}>
        <div className={grid}>
          <div className={iconBox} aria-hidden>
            <IconShape className={icon} />
          </div>
          <div className={stack}>
            <div className={titleRow}>
              <h2 id={`${id}-title`} className={title}>
                {titleText}
              </h2>
              <span className={free ? badgeFree : badgeFee}>{cost}</span>
            </div>
            <p className={summaryText}>{summary}</p>
            <ul className={list}>
              {details.map((detail, index) => (
                <li key={index} className={item}>
                  <div className={check} aria-hidden>
                    <CircleCheck size={18} />
                  </div>
                  <span>{detail}</span>
                </li>
              ))}
            </ul>
            {action ? <div className={actionBox}>{action}</div> : null}
          </div>
        </div>
      </div>
    </section>
  );
}
