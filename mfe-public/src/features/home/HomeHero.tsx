import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { ArrowRight, CircleCheck, LogIn, UserPlus, UserRound } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, localizePath, pathOf, type Locale } from 'shared-contracts/core';
import { authenticatedAtom } from 'shared-contracts/atoms';
import { css, cx } from 'styled-system/css';
import { button, heading, link, pageContainer } from 'styled-system/recipes';
import { PAGE_INTROS } from '@/components/page-intros';
import { useOpenLogin } from '@/hooks/useOpenLogin';
import { cardBody, cardRoot } from '@/styles/card';

/*
 * Build-time styles (docs/decisions/060): the frame, words and card of the hero, with the values of the Chakra
 * components that drew them. The log-in and enroll buttons are Chakra's button recipe (`rb-button`) with the
 * values of the Chakra buttons that drew them.
 */
const hero = css({ bgGradient: 'to-br', gradientFrom: 'brand.700', gradientTo: 'brand.800', color: 'white' });
const heroContainer = cx(pageContainer(), css({ maxW: '6xl', py: { base: '10', md: '16' } }));
const heroGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1.4fr 1fr' }, gap: { base: '10', lg: '14' }, alignItems: 'center' });
const heroText = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const eyebrow = css({ color: 'brand.accent', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wider', fontSize: 'sm' });
const heroTitle = cx(heading(), css({ textStyle: { base: '3xl', md: '5xl' }, lineHeight: '1.1' }));
const tagline = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'semibold' });
const heroIntro = css({ fontSize: 'lg', color: 'whiteAlpha.900', maxW: '2xl' });
const heroActions = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3', flexWrap: 'wrap', pt: '2' });
const accountCard = cx(cardRoot, css({ bg: 'white', color: 'gray.900', shadow: 'xl', rounded: 'xl' }));
const accountCardBody = cx(cardBody, css({ gap: '4' }));
const accountCardTitle = cx(heading(), css({ textStyle: 'lg', color: 'brand.700' }));
const taskList = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' });
const task = css({ whiteSpace: 'normal', display: 'flex', alignItems: 'start', gap: '3' });
const taskIcon = css({ color: 'green.700', pt: '0.5', flexShrink: 0 });
const enrollHint = css({ fontSize: 'sm', color: 'gray.700' });
const accentButton = cx(button({ variant: 'solid', size: 'lg' }), css({ bg: 'brand.accent', color: 'gray.900', _hover: { bg: 'orange.300' } }));
const onBrandOutlineButton = cx(
  button({ variant: 'outline', size: 'lg' }),
  css({ color: 'white', borderColor: 'white', _hover: { bg: 'whiteAlpha.200' } }),
);
const enrollLink = cx(link(), css({ color: 'brand.700', fontWeight: 'semibold', textDecoration: 'underline' }));

/**
 * The top of the home page. Its h1 is the company name, as PageHeader gives the index route (ROUTE_TITLES
 * has no title for it, spec 2.7), so the page keeps exactly one h1 matching the document title.
 */
export function HomeHero({ locale }: { locale: Locale }) {
  const { i18n, t } = useLingui();
  const signedIn = useAtomValue(authenticatedAtom);
  const openLogin = useOpenLogin();
  const intro = PAGE_INTROS.index;

  return (
    <header className={hero}>
      <div className={heroContainer}>
        <div className={heroGrid}>
          <div className={heroText}>
            <p className={eyebrow}>
              <Trans>Used-car loans since 2004</Trans>
            </p>
            <h1 className={heroTitle}>{COMPANY.name}</h1>
            <p className={tagline}>
              <Trans>A reliable car for every credit history, and a loan that is easy to manage.</Trans>
            </p>
            {intro ? <p className={heroIntro}>{i18n._(intro)}</p> : null}
            <div className={heroActions}>
              {signedIn ? (
                <RouterLink to={localizePath(pathOf('account'), locale)} className={accentButton}>
                  <UserRound aria-hidden />
                  <Trans>Go to my account</Trans>
                </RouterLink>
              ) : (
                <>
                  <button type="button" className={accentButton} onClick={openLogin}>
                    <LogIn aria-hidden />
                    {t`Log in`}
                  </button>
                  <RouterLink to={localizePath(pathOf('enroll'), locale)} className={onBrandOutlineButton}>
                    <UserPlus aria-hidden />
                    <Trans>Enroll</Trans>
                  </RouterLink>
                </>
              )}
            </div>
          </div>
          <OnlineAccountCard locale={locale} signedIn={signedIn} />
        </div>
      </div>
    </header>
  );
}

function OnlineAccountCard({ locale, signedIn }: { locale: Locale; signedIn: boolean }) {
  const { t } = useLingui();
  const tasks = [
    t`See your balance, payoff amount and next due date`,
    t`Make a payment or set up autopay`,
    t`Change your due date`,
    t`Download your statements`,
    t`Send us a secure message`,
  ];
  return (
    <div className={accountCard}>
      <div className={accountCardBody}>
        <h2 className={accountCardTitle}>
          <Trans>Your account, any time</Trans>
        </h2>
        <ul className={taskList}>
          {tasks.map((entry) => (
            <li key={entry} className={task}>
              <div className={taskIcon} aria-hidden>
                <CircleCheck size={20} />
              </div>
              {entry}
            </li>
          ))}
        </ul>
        {signedIn ? null : (
          <p className={enrollHint}>
            <Trans>
              Have a loan with us but no online access yet?{' '}
              <RouterLink className={enrollLink} to={localizePath(pathOf('enroll'), locale)}>
                Enroll now
                <ArrowRight aria-hidden size={14} />
              </RouterLink>
            </Trans>
          </p>
        )}
      </div>
    </div>
  );
}
