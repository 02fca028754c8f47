import { VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from 'shared-contracts';
import { ACCOUNT_TYPE_LABELS } from '@/features/payments/utils/labels';

/**
 * A saved bank account as the customer knows it: its nickname (or its type) and "•••• 6789". The dots are
 * hidden from screen readers, which say "ending in 6789" instead of "bullet bullet bullet bullet".
 */
export function BankAccountName({ method }: { method: Pick<PaymentMethod, 'nickname' | 'accountType' | 'last4'> }) {
  const { i18n } = useLingui();
  const last4 = method.last4;
  return (
    <>
      {method.nickname || i18n._(ACCOUNT_TYPE_LABELS[method.accountType])}{' '}
      <span aria-hidden translate="no">
        •••• {last4}
      </span>
      <VisuallyHidden>
        <Trans>ending in {last4}</Trans>
      </VisuallyHidden>
    </>
  );
}
