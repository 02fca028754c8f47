import { VisuallyHidden } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

/** An account known only by its last four digits (one removed since, or not loaded yet). */
export function LastFourDigits({ last4 }: { last4: string }) {
  return (
    <>
      <span aria-hidden translate="no">
        •••• {last4}
      </span>
      <VisuallyHidden>
        <Trans>Account ending in {last4}</Trans>
      </VisuallyHidden>
    </>
  );
}
