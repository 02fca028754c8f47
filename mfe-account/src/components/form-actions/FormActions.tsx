import type { ReactNode } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';

export interface FormActionsProps {
  /** The recipe's `submitting`: both buttons wait while the call runs (docs/decisions/014). */
  submitting: boolean;
  submitLabel: ReactNode;
  /** What the submit button says while the call runs ("Saving…"). */
  loadingText: string;
  /** Absent when the form has nothing to go back to (it is the section's only content). */
  onCancel?: () => void;
}

/** The buttons under an account form: Cancel (when there is something to go back to), then the submit button. */
export function FormActions({ submitting, submitLabel, loadingText, onCancel }: FormActionsProps) {
  return (
    <HStack gap="3" flexWrap="wrap">
      {onCancel ? (
        <Button type="button" variant="outline" borderColor="brand.700" onClick={onCancel} disabled={submitting}>
          <Trans>Cancel</Trans>
        </Button>
      ) : null}
      <Button type="submit" colorPalette="brand" loading={submitting} loadingText={loadingText} disabled={submitting}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
