import { useLingui } from '@lingui/react/macro';

/** "120 of 2,000 characters" under the message, in the visitor's number format. */
export function MessageLength({ length, max }: { length: number; max: number }) {
  const { t, i18n } = useLingui();
  const count = i18n.number(length);
  const limit = i18n.number(max);
  return <>{t`${count} of ${limit} characters`}</>;
}
