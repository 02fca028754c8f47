import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CalendarClock, Headset, Languages, type LucideIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { heading } from 'styled-system/recipes';
import { iconStyle } from '@/styles/icon';

const STEPS: ReadonlyArray<{ title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    title: msg`Choose your car at a dealer we work with`,
    text: msg`We partner with franchised and independent dealers who sell used cars, light trucks and SUVs.`,
  },
  {
    title: msg`Get a quick credit decision`,
    text: msg`Your dealer sends us your application. Most applications get a decision within 30 minutes, Monday to Saturday.`,
  },
  {
    title: msg`Drive away and manage your loan online`,
    text: msg`Enroll for online access to pay, see your statements and change your due date whenever it suits you.`,
  },
];

const REASONS: ReadonlyArray<{ icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    icon: BadgeCheck,
    title: msg`Every credit history welcome`,
    text: msg`First car, thin credit or a past bankruptcy: we look at your job, income and the car, not only a score.`,
  },
  {
    icon: Headset,
    title: msg`Our own team in the United States`,
    text: msg`Your loan is serviced by our own employees, who know your account and answer messages within one business day.`,
  },
  {
    icon: CalendarClock,
    title: msg`Help when life happens`,
    text: msg`Change your due date online, and call us early if you face a hardship or a natural disaster: we look for a solution with you.`,
  },
  {
    icon: Languages,
    title: msg`In your language`,
    text: msg`Our website and online account are in English, Spanish and Portuguese.`,
  },
];

// Build-time styles (docs/decisions/060): the values of the Chakra grid, list, stacks and headings that drew it.
const columns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: { base: '12', lg: '16' } });
const sectionTitle = cx(heading(), css({ textStyle: '2xl', color: 'brand.700', mb: '6' }));
const stepList = css({ display: 'flex', flexDirection: 'column', gap: '6', listStyle: 'none' });
const step = css({ whiteSpace: 'normal', display: 'flex', gap: '4', alignItems: 'start' });
const stepNumber = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '10',
  rounded: 'full',
  bg: 'brand.700',
  color: 'white',
  fontWeight: 'bold',
  flexShrink: 0,
});
const stepText = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const itemTitle = cx(heading(), css({ textStyle: 'md' }));
const muted = css({ color: 'gray.700' });
const reasonGrid = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '6' });
const reason = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const reasonTitle = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3' });

/** "How it works" and "Why customers choose us": what the company does, in three steps and four reasons. */
export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <div className={columns}>
      <section aria-labelledby="home-how-it-works">
        <h2 id="home-how-it-works" className={sectionTitle}>
          <Trans>How it works</Trans>
        </h2>
        <ol className={stepList}>
          {STEPS.map((entry, index) => (
            <li key={entry.title.id} className={step}>
              <div className={stepNumber} aria-hidden>
                {index + 1}
              </div>
              <div className={stepText}>
                <h3 className={itemTitle}>{i18n._(entry.title)}</h3>
                <p className={muted}>{i18n._(entry.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="home-why-us">
        <h2 id="home-why-us" className={sectionTitle}>
          <Trans>Why customers choose us</Trans>
        </h2>
        <div className={reasonGrid}>
          {REASONS.map((entry) => (
            <div key={entry.title.id} className={reason}>
              <div className={reasonTitle}>
                <div className={css({ color: 'brand.700' })} aria-hidden>
                  <entry.icon className={iconStyle('6')} />
                </div>
                <h3 className={itemTitle}>{i18n._(entry.title)}</h3>
              </div>
              <p className={muted}>{i18n._(entry.text)}</p>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
