import { useLingui } from '@lingui/react';
import { formatMoney } from './format';

/** An amount of the wire (`"389.45"`) in the page's locale. */
export function Money({ amount }: { amount: string }) {
  const { i18n } = useLingui();
  return <>{formatMoney(amount, i18n.locale)}</>;
}
