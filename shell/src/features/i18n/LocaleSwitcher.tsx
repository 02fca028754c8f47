import { Box, HStack, Link } from '@chakra-ui/react';
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
} from 'shared-contracts';
import { track } from '@/features/analytics/analytics';

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
    <Box as="nav" aria-label={t`Language`} display="flex" alignItems="center" gap="1.5" color="brand.700">
      <Globe aria-hidden size={16} />
      <HStack as="ul" gap="0" listStyleType="none" m="0" p="0">
        {LOCALES.map((locale, index) => {
          const isCurrent = locale === current;
          return (
            <Box
              as="li"
              key={locale}
              display="flex"
              alignItems="center"
              _before={index > 0 ? { content: '""', w: '1px', h: '3.5', bg: 'brand.700', opacity: 0.5 } : undefined}
            >
              <Link asChild colorPalette="brand" color="brand.700" fontSize="sm" px="2" py="1" fontWeight={isCurrent ? 'bold' : 'normal'}>
                <RouterLink
                  to={`${localizePath(path, locale)}${search}`}
                  lang={locale}
                  hrefLang={locale}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => {
                    rememberLocale(locale);
                    onSwitch?.();
                  }}
                >
                  {LOCALE_NATIVE_NAME[locale]}
                </RouterLink>
              </Link>
            </Box>
          );
        })}
      </HStack>
    </Box>
  );
}
