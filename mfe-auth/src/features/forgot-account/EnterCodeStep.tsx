import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_ERROR_CODES, CODE_MASK, isMaskComplete, checkCodeRequestSchema } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { FormField } from 'shared-ui';
import { ControlledMaskedInput, useApiForm } from 'shared-ui/forms';
import { FailureAlert } from '@/components/FailureAlert';
import { lookupStep3MutationOptions } from '@/features/forgot-account/api/post-lookup-step3';
import { ExpiredMessage } from '@/features/forgot-account/ExpiredMessage';

export interface EnterCodeStepProps {
  /** The lookup token of step 1, held in memory only. */
  token: string;
  onFound: (account: string) => void;
  onStartAgain: () => void;
}

/** Step 3 (spec 4.4, 5): exactly six digits; Continue only with six digits and no error showing. */
export function EnterCodeStep({ token, onFound, onStartAgain }: EnterCodeStepProps) {
  const { t } = useLingui();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: checkCodeRequestSchema,
    // The token travels as a form value the visitor never sees, so the request is checked whole.
    defaultValues: { token, code: '' },
    fieldOrder: ['code'],
    mutation: lookupStep3MutationOptions(),
    onSuccess: (answer) => onFound(answer.account),
  });
  const code = form.watch('code');

  // A message about the code goes as soon as the code is edited (spec 5: "no error showing").
  const [typed, setTyped] = useState({ code, dismissed: null as Error | null });
  if (typed.code !== code) setTyped({ code, dismissed: problem });
  const shown = problem !== typed.dismissed ? problem : null;

  // Spec 8.4: HTTP 400 or INVALID is "invalid code" (said at the field); EXPIRED offers to start again.
  const expired = isApiError(shown, API_ERROR_CODES.expired);
  const invalid =
    form.formState.errors.code?.type === 'server' || (isApiError(shown) && (shown.status === 400 || shown.code === API_ERROR_CODES.invalid));
  const canContinue = isMaskComplete(CODE_MASK, code) && !shown && !invalid && !submitting;

  useEffect(() => {
    // The button the visitor pressed is disabled now: the focus goes back to the code to correct it.
    if (invalid && !submitting) form.setFocus('code');
  }, [invalid, submitting, form]);

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <Stack gap="4">
        <Text>
          <Trans>We sent you a six-digit code. Enter it below.</Trans>
        </Text>
        {expired ? <ExpiredMessage onStartAgain={onStartAgain} /> : null}
        {!expired && !invalid ? <FailureAlert problem={shown} codeStep /> : null}
        <FormField label={t`Verification code`} error={invalid ? t`Invalid code.` : undefined}>
          <ControlledMaskedInput
            control={form.control}
            name="code"
            mask={CODE_MASK}
            autoComplete="one-time-code"
            required
            disabled={submitting || expired}
          />
        </FormField>
        <Button type="submit" colorPalette="brand" disabled={!canContinue} loading={submitting} loadingText={t`Checking…`}>
          <Trans>Continue</Trans>
        </Button>
      </Stack>
    </form>
  );
}
