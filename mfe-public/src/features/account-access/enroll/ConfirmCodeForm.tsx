import { useEffect } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { API_ERROR_CODES, CODE_MASK, LOOKUP_LIMITS, createAccountConfirmRequestSchema, isMaskComplete, type MaskedCodeOption } from 'shared-contracts';
import { ControlledMaskedInput, FormField, ProblemAlert, useApiForm } from 'shared-ui';
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
 * The six-digit code (as the lookup's step 3): Create my account only with six digits and no error showing.
 * A wrong code is said at the field, which gets the focus back and loses the message as it is edited.
 */
export function ConfirmCodeForm({ token, sentTo, onEnrolled, onBack, onNewCode }: ConfirmCodeFormProps) {
  const { t } = useLingui();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: createAccountConfirmRequestSchema,
    // The token travels as a form value the visitor never sees, so the request is checked whole.
    defaultValues: { token, code: '' },
    fieldOrder: ['code'],
    mutation: createAccountConfirmMutationOptions(),
    onSuccess: (answer) => {
      if (answer.status === 'SUCCESS') onEnrolled();
      else if (answer.status === API_ERROR_CODES.invalid) form.setError('code', { type: 'server', message: answer.status });
      else if (answer.status === API_ERROR_CODES.expired) onBack('expired');
      else onBack('usernameTaken');
    },
  });
  const code = useWatch({ control: form.control, name: 'code' });
  // Only the server's verdict is shown (INVALID, or a 400 naming the code): the schema's "six digits" is the
  // disabled button's business, and after a wrong code every edit checks the field again, clearing the message.
  const wrong = form.formState.errors.code?.type === 'server';
  const canConfirm = isMaskComplete(CODE_MASK, code) && !wrong && !submitting;
  useEffect(() => {
    // The button pressed is disabled now, and the field was while the code was checked: the focus goes back to
    // the code, to correct it.
    if (wrong && !submitting) form.setFocus('code');
  }, [wrong, submitting, form]);
  const display = sentTo.display;
  const minutes = LOOKUP_LIMITS.codeMinutes;
  const notCreated = { title: <Trans>Something went wrong and your account was not created.</Trans> };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <Stack gap="5">
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
        <ProblemAlert problem={problem} messages={{ offline: notCreated, failed: notCreated }} />
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" disabled={!canConfirm} loading={submitting} loadingText={t`Creating your account…`}>
            <Trans>Create my account</Trans>
          </Button>
          <Button type="button" variant="outline" colorPalette="brand" onClick={onNewCode} disabled={submitting}>
            <Trans>Send a new code</Trans>
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
