import { Trans, useLingui } from '@lingui/react/macro';
import { API_ERROR_CODES, checkCodeRequestSchema, type MaskedCodeOption } from 'shared-contracts';
import { ConfirmCodeForm as CodeForm, useApiForm } from 'shared-ui/forms';
import { createAccountConfirmMutationOptions } from '@/features/account-access/api/post-create-account-confirm';
import type { EnrollReturnReason } from '@/features/account-access/enroll/enroll-flow';

export interface ConfirmCodeFormProps {
  /** The enrolment token of step 1, held in memory only. */
  token: string;
  /** Where the code went, said above the field. */
  sentTo: MaskedCodeOption;
  onEnrolled: () => void;
  onBack: (reason: EnrollReturnReason) => void;
  /** Back to where to send a code, for a new one (the server counts them: five at most). */
  onNewCode: () => void;
}

/**
 * The six-digit code (shared-ui's form, as the lookup's step 3): Create my account, and what each answer of the
 * enrolment means (EXPIRED and USERNAME_TAKEN go back to the form).
 */
export function ConfirmCodeForm({ token, sentTo, onEnrolled, onBack, onNewCode }: ConfirmCodeFormProps) {
  const { t } = useLingui();
  const apiForm = useApiForm({
    schema: checkCodeRequestSchema,
    // The token travels as a form value the visitor never sees, so the request is checked whole.
    defaultValues: { token, code: '' },
    fieldOrder: ['code'],
    mutation: createAccountConfirmMutationOptions(),
    onSuccess: (answer) => {
      if (answer.status === 'SUCCESS') onEnrolled();
      else if (answer.status === API_ERROR_CODES.invalid) apiForm.form.setError('code', { type: 'server', message: answer.status });
      else if (answer.status === API_ERROR_CODES.expired) onBack('expired');
      else onBack('usernameTaken');
    },
  });
  const notCreated = { title: <Trans>Something went wrong and your account was not created.</Trans> };

  return (
    <CodeForm
      apiForm={apiForm}
      sentTo={sentTo}
      submitLabel={<Trans>Create my account</Trans>}
      submittingLabel={t`Creating your account…`}
      onNewCode={onNewCode}
      problemMessages={{ offline: notCreated, failed: notCreated }}
      gap="5"
    />
  );
}
