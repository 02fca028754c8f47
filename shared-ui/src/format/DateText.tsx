import { useLingui } from '@lingui/react';
import { formatDate } from 'shared-contracts';

/** A `YYYY-MM-DD` date in the page's locale, in a `<time>` that machines read too. */
export function DateText({ date, options }: { date: string; options?: Intl.DateTimeFormatOptions }) {
  const { i18n } = useLingui();
  return <time dateTime={date}>{formatDate(date, i18n.locale, options)}</time>;
}
