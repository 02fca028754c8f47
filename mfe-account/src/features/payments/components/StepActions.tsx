import type { ReactNode } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export interface StepActionsProps {
  /** Absent on the first step. */
  onBack?: () => void;
  /** "Continue", or "Back to review" once the customer has seen the review; absent while another form is open. */
  continueLabel?: ReactNode;
}

/** A step's buttons: Continue submits the step's form (Enter in a field does too), Back keeps what was chosen. */
export function StepActions({ onBack, continueLabel }: StepActionsProps) {
  return (
    <HStack gap="3" flexWrap="wrap">
      {onBack ? (
        <Button type="button" variant="outline" borderColor="brand.700" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
      ) : null}
      {continueLabel ? (
        <Button type="submit" colorPalette="brand">
          {continueLabel}
        </Button>
      ) : null}
    </HStack>
  );
}
