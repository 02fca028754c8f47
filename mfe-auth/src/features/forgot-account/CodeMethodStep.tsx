import { Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_ERROR_CODES, asLocale, sendCodeRequestSchema, type MaskedCodeOption } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { CodeChannelChoice } from 'shared-ui';
import { useApiForm } from 'shared-ui/forms';
import { FailureAlert } from '@/components/FailureAlert';
import { lookupStep2MutationOptions } from '@/features/forgot-account/api/post-lookup-step2';
import { ExpiredMessage } from '@/features/forgot-account/ExpiredMessage';

export interface CodeMethodStepProps {
  /** The lookup token of step 1, held in memory only. */
  token: string;
  options: MaskedCodeOption[];
  onSent: () => void;
  onStartAgain: () => void;
}

/** Step 2 (spec 4.4, 5): where to send the code, among the masked options of step 1; one must be chosen. */
export function CodeMethodStep({ token, options, onSent, onStartAgain }: CodeMethodStepProps) {
  const { t, i18n } = useLingui();
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: sendCodeRequestSchema,
    // The token travels as a form value the visitor never sees, so the request is checked whole; so does the
    // page's language, the words of the code for a borrower with no portal user.
    defaultValues: { token, locale: asLocale(i18n.locale) },
    fieldOrder: ['sendTo'],
    mutation: lookupStep2MutationOptions(),
    onSuccess: onSent,
  });
  const sendTo = form.watch('sendTo');
  // Spec 8.4: EXPIRED offers to start again; INVALID or any failure is "something went wrong".
  const expired = isApiError(problem, API_ERROR_CODES.expired);

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <Stack gap="4">
        {expired ? <ExpiredMessage onStartAgain={onStartAgain} /> : <FailureAlert problem={problem} codeStep />}
        <CodeChannelChoice options={options} value={sendTo} onChange={(channel) => form.setValue('sendTo', channel)} disabled={submitting || expired} />
        <Button type="submit" colorPalette="brand" disabled={!sendTo || submitting || expired} loading={submitting} loadingText={t`Sending…`}>
          <Trans>Send code</Trans>
        </Button>
      </Stack>
    </form>
  );
}
