import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { FormAlert } from 'shared-ui';

/** A read that failed: what could not be shown, and a way to ask again. */
export function LoadFailure({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
  return (
    <FormAlert title={title}>
      <Button size="sm" mt="2" variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </FormAlert>
  );
}
