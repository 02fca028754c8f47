import { useId } from 'react';
import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SECOND_FACTOR, loginVerifyRequestSchema, type MaskedCodeOption } from 'shared-contracts';
import { ConfirmCodeForm, useApiForm } from 'shared-ui/forms';
import type { CodeStepFlow } from '@/features/login/useLoginFlow';

export interface VerifySignInCodeFormProps {
  /** The sign-in token of CODE_REQUIRED, held in memory only. */
  token: string;
  /** Where the code went, said above the field. */
  sentTo: MaskedCodeOption;
  verify: CodeStepFlow['verify'];
  onEnd: CodeStepFlow['end'];
  /** Back to where to send a code, for a new one (the server counts them). */
  onNewCode: () => void;
}

/**
 * The six-digit code (shared-ui's `ConfirmCodeForm`), and what only a sign-in has: whether to remember this
 * browser (off unless ticked: a shared computer must not skip the code for the next person).
 */
export function VerifySignInCodeForm({ token, sentTo, verify, onEnd, onNewCode }: VerifySignInCodeFormProps) {
  const { t } = useLingui();
  const rememberHintId = useId();
  const apiForm = useApiForm({
    schema: loginVerifyRequestSchema,
    // The token travels as a form value the borrower never sees, so the request is checked whole.
    defaultValues: { token, code: '', rememberDevice: false },
    fieldOrder: ['code'],
    mutation: verify,
    onSuccess: (outcome) => {
      if (outcome.status === 'INVALID') apiForm.form.setError('code', { type: 'server', message: outcome.status });
      else onEnd(outcome);
    },
  });
  const { form, submitting } = apiForm;
  const remember = form.watch('rememberDevice');
  const days = SECOND_FACTOR.rememberDays;

  return (
    <ConfirmCodeForm apiForm={apiForm} sentTo={sentTo} submitLabel={<Trans>Verify and log in</Trans>} submittingLabel={t`Logging in…`} onNewCode={onNewCode}>
      <Stack gap="1">
        <Checkbox.Root
          checked={remember}
          onCheckedChange={({ checked }) => form.setValue('rememberDevice', checked === true)}
          disabled={submitting}
          colorPalette="brand"
        >
          <Checkbox.HiddenInput aria-describedby={rememberHintId} />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Remember this device for {days} days</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
        <Text id={rememberHintId} fontSize="sm" color="fg.muted" ps="7">
          <Trans>Leave this unchecked on a shared or public computer.</Trans>
        </Text>
      </Stack>
    </ConfirmCodeForm>
  );
}
