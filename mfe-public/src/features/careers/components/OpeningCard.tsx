import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Briefcase, Clock, MapPin } from 'lucide-react';
import type { JobOpening } from 'shared-contracts';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { ApplyLink } from '@/features/careers/components/ApplyLink';
import { CAREER_TEAM_LABELS } from '@/features/careers/components/team-labels';
import { cardBody, cardRoot } from '@/styles/card';

// Build-time styles (docs/decisions/060): the values of the Chakra card (outline; small, then medium size), stacks
// and texts that drew it.
const body = cx(cardBody, css({ padding: { base: '4', md: '6' }, gap: '4' }));
const gapTwo = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const gapThree = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const title = cx(heading({ size: 'lg' }), css({ color: 'brand.700' }));
const facts = css({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  listStyleType: 'none',
  gap: '2',
  columnGap: '5',
  flexWrap: 'wrap',
  fontSize: 'sm',
  color: 'fg.muted',
});
const fact = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1.5' });
const footer = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: '3' });
const postedText = css({ fontSize: 'sm', color: 'fg.muted' });

/** Only these lead somewhere a visitor can apply; anything else in the data is not made a link. */
const APPLY_SCHEMES = /^(https:|mailto:)/i;

function formatPostedOn(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** One open position: its title (h3), team, place, hours, description and how to apply. */
export function OpeningCard({ opening }: { opening: JobOpening }) {
  const { i18n } = useLingui();
  const posted = formatPostedOn(opening.postedOn, i18n.locale);
  // Each article is named by its title: several articles with one implicit name cannot be told apart (054).
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={cardRoot}>
      <div className={body}>
        <div className={gapTwo}>
          <h3 id={titleId} className={title}>
            {opening.title}
          </h3>
          <ul className={facts}>
            <li className={fact}>
              <Briefcase aria-hidden size={16} />
              {i18n._(CAREER_TEAM_LABELS[opening.team])}
            </li>
            <li className={fact}>
              <MapPin aria-hidden size={16} />
              {opening.location}
            </li>
            <li className={fact}>
              <Clock aria-hidden size={16} />
              {opening.employmentType}
            </li>
          </ul>
        </div>
        <div className={gapThree}>
          {opening.description.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <div className={footer}>
          {APPLY_SCHEMES.test(opening.applyUrl) ? <ApplyLink href={opening.applyUrl} title={opening.title} /> : null}
          <p className={postedText}>
            <Trans>Posted {posted}</Trans>
          </p>
        </div>
      </div>
    </article>
  );
}
