import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';

export interface CallToActionBannerProps {
  /** The id of its h2, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  /** One short paragraph under the title. */
  children: ReactNode;
  /** The buttons: the main one first (`RouteButton`, `CallSupportButton`). */
  actions: ReactNode;
}

// Build-time styles (docs/decisions/060): the values of the Chakra box, stacks and heading that drew it.
const banner = css({ bg: 'brand.50', rounded: 'xl', p: { base: '6', md: '10' } });
const column = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const intro = css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '3xl' });
const title = cx(heading(), css({ color: 'brand.700' }));
const actionsRow = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3', flexWrap: 'wrap' });

/** The tinted box near the end of a page that says where to go next: help, the FAQ, jobs, a call. */
export function CallToActionBanner({ id, title: titleText, children, actions }: CallToActionBannerProps) {
  return (
    <section aria-labelledby={id} className={banner}>
      <div className={column}>
        <div className={intro}>
          <h2 id={id} className={title}>
            {titleText}
          </h2>
          <p>{children}</p>
        </div>
        <div className={actionsRow}>{actions}</div>
      </div>
    </section>
  );
}
