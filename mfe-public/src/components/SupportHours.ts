import { useLingui } from '@lingui/react/macro';
import { SUPPORT_HOURS, localizeOpeningHours, type Locale } from 'shared-contracts/core';

/**
 * The support agents' hours in the visitor's language, from the one record of them (shared-contracts
 * `SUPPORT_HOURS`): day names, times and the zone come from Intl, the joining words from the catalog. A phrase
 * to put in a sentence ("Agentes: de lunes a viernes…"), or with `asSentence` a sentence of its own (capital
 * first letter, full stop: the same in the site's three languages).
 */
export function useSupportHoursText(locale: Locale, { asSentence = false }: { asSentence?: boolean } = {}): string {
  const { t } = useLingui();
  const { periods, timeZone } = localizeOpeningHours(SUPPORT_HOURS, locale);
  const phrases = periods.map(({ firstDay, lastDay, hours }) =>
    lastDay ? t`${firstDay} to ${lastDay}, ${hours}` : t`${firstDay}, ${hours}`,
  );
  const days = new Intl.ListFormat(locale, { type: 'conjunction' }).format(phrases);
  const text = t`${days}, ${timeZone}`;
  return asSentence ? `${text.charAt(0).toLocaleUpperCase(locale)}${text.slice(1)}.` : text;
}
