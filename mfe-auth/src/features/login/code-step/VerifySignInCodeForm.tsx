import { useEffect, useId } from 'react';
import { Button, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CODE_MASK, LOOKUP_LIMITS, SECOND_FACTOR, isMaskComplete, loginVerifyRequestSchema, type MaskedCodeOption } from 'shared-contracts';
import { ControlledMaskedInput, FormField, ProblemAlert, useApiForm } from 'shared-ui';
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
 * The six-digit code, and whether to remember this browser (off unless ticked: a shared computer must not skip
 * the code for the next person). The button waits for six digits and no error showing; a wrong code is said at
 * the field, which gets the focus back and loses the message as it is edited.
 */
export function VerifySignInCodeForm({ token, sentTo, verify, onEnd, onNewCode }: VerifySignInCodeFormProps) {
  const { t } = useLingui();
  const rememberHintId = useId();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: loginVerifyRequestSchema,
    // The token travels as a form value the borrower never sees, so the request is checked whole.
    defaultValues: { token, code: '', rememberDevice: false },
    fieldOrder: ['code'],
    mutation: verify,
    onSuccess: (outcome) => {
      if (outcome.status === 'INVALID') form.setError('code', { type: 'server', message: outcome.status });
      else onEnd(outcome);
    },
  });
  const code = form.watch('code');
  const remember = form.watch('rememberDevice');
  // Only the server's verdict is shown (INVALID, or a 400 naming the code): the schema's "six digits" is the
  // disabled button's business, and after a wrong code every edit checks the field again, clearing the message.
  const wrong = form.formState.errors.code?.type === 'server';
  const canVerify = isMaskComplete(CODE_MASK, code) && !wrong && !submitting;
  useEffect(() => {
    // The button pressed is disabled now, and the field was while the code was checked: the focus goes back to
    // the code, to correct it.
    if (wrong && !submitting) form.setFocus('code');
  }, [wrong, submitting, form]);
  const display = sentTo.display;
  const minutes = LOOKUP_LIMITS.codeMinutes;
  const days = SECOND_FACTOR.rememberDays;

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <Stack gap="4">
        <Text>
          {sentTo.key === 'email' ? (
            <Trans>
              We sent a six-digit code by e-mail to {display}. Enter it below within {minutes} minutes.
            </Trans>
          ) : (
            <Trans>
              We sent a six-digit code by text message to {display}. Enter it below within {minutes} minutes.
            </Trans>
          )}
        </Text>
        <FormField label={t`Verification code`} error={wrong ? t`This code is not right. Check it and try again, or send a new code.` : undefined}>
          <ControlledMaskedInput control={form.control} name="code" mask={CODE_MASK} autoComplete="one-time-code" required disabled={submitting} />
        </FormField>
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
        <ProblemAlert problem={problem} />
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" disabled={!canVerify} loading={submitting} loadingText={t`Logging in…`}>
            <Trans>Verify and log in</Trans>
          </Button>
          <Button type="button" variant="outline" colorPalette="brand" onClick={onNewCode} disabled={submitting}>
            <Trans>Send a new code</Trans>
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
