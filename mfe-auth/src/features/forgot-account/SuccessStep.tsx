import { useLingui } from '@lingui/react/macro';
import { FormAlert } from 'shared-ui';

/** Spec 4.4: step 3 answered SUCCESS; the account number is shown. */
export function SuccessStep({ account }: { account: string }) {
  const { t } = useLingui();
  return <FormAlert status="success" title={t`Your account number is ${account}`} />;
}
