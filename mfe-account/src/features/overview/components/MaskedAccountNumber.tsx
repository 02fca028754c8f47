import { VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/**
 * The loan's account number by its last four digits only: enough for the customer to recognise it, and no more
 * on a screen someone may be looking over. Screen readers hear words, not four bullets.
 */
export function MaskedAccountNumber({ accountNumber }: { accountNumber: string }) {
  const last4 = accountNumber.slice(-4);
  return (
    <>
      <span aria-hidden translate="no">
        •••• {last4}
      </span>
      <VisuallyHidden>
        <Trans>Account number ending in {last4}</Trans>
      </VisuallyHidden>
    </>
  );
}
