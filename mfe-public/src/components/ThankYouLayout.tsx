import type { ReactNode } from 'react';
import type { RouteId } from 'shared-contracts';
import { css } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { PageBody, PageHeader } from '@/components/PageHeader';

// Build-time styles (docs/decisions/060): the values of the Chakra Stack, Heading, List (marker variant, gap 3)
// and HStack that drew the page.
const stack = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '3xl' });
const title = heading({ size: 'xl' });
const steps = css({ display: 'flex', flexDirection: 'column', listStyle: 'revert', gap: '3', ps: '5' });
const step = css({ whiteSpace: 'normal', display: 'list-item', _marker: { color: 'fg.subtle' } });
const actionRow = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap', gap: '3' });

export interface ThankYouLayoutProps {
  /** The thank-you route: its title is the h1 and its intro the first words the visitor reads. */
  routeId: RouteId;
  /** The h2 over the steps ("What happens next"), in the feature's own words and catalog. */
  nextStepsTitle: ReactNode;
  /** What we do now, in order (an ordered list). Give each element a key. */
  nextSteps: ReactNode[];
  /** Paragraphs under the steps. */
  children?: ReactNode;
  /** Where to go from here: `RouteButton`s, the main one first. */
  actions: ReactNode;
}

/** The page after a form was sent (spec 2.2 /contact/thank-you, /dealers/thank-you): what happens next. */
export function ThankYouLayout({ routeId, nextStepsTitle, nextSteps, children, actions }: ThankYouLayoutProps) {
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <div className={stack}>
          <h2 className={title}>{nextStepsTitle}</h2>
          <ol className={steps}>
            {nextSteps.map((item, index) => (
              <li key={index} className={step}>
                {item}
              </li>
            ))}
          </ol>
          {children}
          <div className={actionRow}>{actions}</div>
        </div>
      </PageBody>
    </>
  );
}
