import { Link } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormAlert } from 'shared-ui';

/** Spec 4.4 / 8.4: EXPIRED in step 2 or 3. Start again goes back to an empty step 1. */
export function ExpiredMessage({ onStartAgain }: { onStartAgain: () => void }) {
  const { t } = useLingui();
  return (
    <FormAlert title={t`Your session has expired.`}>
      <Link asChild color="brand.700" textDecoration="underline">
        {/* type="button": inside the step's form, it must not submit it. */}
        <button type="button" onClick={onStartAgain}>
          <Trans>Start again</Trans>
        </button>
      </Link>
    </FormAlert>
  );
}
