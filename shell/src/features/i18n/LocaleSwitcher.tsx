import { useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import {
  ANALYTICS_EVENTS,
  LOCALE_NATIVE_NAME,
  LOCALES,
  localeCookie,
  localizePath,
  splitLocale,
  type AnalyticsEventName,
  type Locale,
} from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';
import { track } from '@/features/analytics/analytics';

/*
 * Build-time styles (docs/decisions/060): the switcher is plain links styled with Chakra's link recipe, in the
 * header's first paint, so nothing of Chakra is needed to draw or use it.
 */
const nav = css({ display: 'flex', alignItems: 'center', gap: '1.5', color: 'brand.700' });
const list = css({ display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '0', listStyleType: 'none', m: '0', p: '0' });
const item = css({ display: 'flex', alignItems: 'center' });
// A thin bar between two locales.
const itemAfterFirst = css({
  display: 'flex',
  alignItems: 'center',
  _before: { content: '""', w: '1px', h: '3.5', bg: 'brand.700', opacity: 0.5 },
});
const localeLink = cx(link(), css({ colorPalette: 'brand', color: 'brand.700', fontSize: 'sm', px: '2', py: '1', fontWeight: 'normal' }));
const currentLocaleLink = cx(link(), css({ colorPalette: 'brand', color: 'brand.700', fontSize: 'sm', px: '2', py: '1', fontWeight: 'bold' }));

/** Spec 7: choosing Spanish or Portuguese is an analytics event. */
const LOCALE_EVENTS: Partial<Record<Locale, AnalyticsEventName>> = {
  'es-US': ANALYTICS_EVENTS.spanishUser,
  'pt-BR': ANALYTICS_EVENTS.portugueseUser,
};

/** Remembers the choice for 365 days (spec 1, 9) and records it. */
function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
  const event = LOCALE_EVENTS[locale];
  if (event) track(event);
}

export interface LocaleSwitcherProps {
  /** Called after a locale is chosen (the header closes its menus). */
  onSwitch?: () => void;
}

/**
 * Spec 1: each locale by its own name, each a real link to the same page in that locale (query kept), so it
 * works without JavaScript and search engines find the alternates.
 */
export function LocaleSwitcher({ onSwitch }: LocaleSwitcherProps) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const { locale: current, path } = splitLocale(pathname);

  return (
    <nav aria-label={t`Language`} className={nav}>
      <Globe aria-hidden size={16} />
      <ul className={list}>
        {LOCALES.map((locale, index) => {
          const isCurrent = locale === current;
          return (
            <li key={locale} className={index > 0 ? itemAfterFirst : item}>
              <RouterLink
                to={`${localizePath(path, locale)}${search}`}
                lang={locale}
                hrefLang={locale}
                aria-current={isCurrent ? 'true' : undefined}
                className={isCurrent ? currentLocaleLink : localeLink}
                onClick={() => {
                  rememberLocale(locale);
                  onSwitch?.();
                }}
              >
                {LOCALE_NATIVE_NAME[locale]}
              </RouterLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
