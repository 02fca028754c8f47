import { Trans } from '@lingui/react/macro';
import { COMPANY } from 'shared-contracts';
import { FormAlert } from '@/components/forms';
import type { FormProblem } from '@/hooks/useServerForm';

/** Why the enquiry was not sent, above the button; what the visitor typed stays in the form. */
export function FormProblemAlert({ problem }: { problem: FormProblem | null }) {
  if (problem === 'rateLimited') {
    return (
      <FormAlert status="warning" title={<Trans>You have sent several enquiries in a short time</Trans>}>
        <Trans>Please wait a few minutes, then send it again. Everything you typed is still in the form.</Trans>
      </FormAlert>
    );
  }
  if (problem === 'failed') {
    const phone = COMPANY.supportPhone.display;
    return (
      <FormAlert title={<Trans>We could not send your enquiry</Trans>}>
        <Trans>
          Please check your connection and try again, or call us at {phone}. Everything you typed is still in the form.
        </Trans>
      </FormAlert>
    );
  }
  return null;
}
