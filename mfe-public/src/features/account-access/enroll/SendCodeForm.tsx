import { useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_ERROR_CODES, createAccountSendCodeRequestSchema, type MaskedCodeOption } from 'shared-contracts';
import { CodeChannelChoice, FormAlert, ProblemAlert, useApiForm } from 'shared-ui';
import { createAccountSendCodeMutationOptions } from '@/features/account-access/api/post-create-account-send-code';

export interface SendCodeFormProps {
  /** The enrolment token of step 1, held in memory only. */
  token: string;
  options: MaskedCodeOption[];
  /** Where the last code went, when the visitor asks for a new one: chosen again, and a way back to enter it. */
  lastSent?: MaskedCodeOption;
  onSent: (sentTo: MaskedCodeOption) => void;
  onExpired: () => void;
}

/** Where the code goes, among the masked ways on file for the loan; one must be chosen (as the lookup's step 2). */
export function SendCodeForm({ token, options, lastSent, onSent, onExpired }: SendCodeFormProps) {
  const { t } = useLingui();
  // INVALID: a way that is not on file, which this form never offers; said as a failure, the choice stays.
  const [refused, setRefused] = useState(false);
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema: createAccountSendCodeRequestSchema,
    // The token travels as a form value the visitor never sees, so the request is checked whole.
    defaultValues: { token, sendTo: lastSent?.key },
    fieldOrder: ['sendTo'],
    mutation: { ...createAccountSendCodeMutationOptions(), onMutate: () => setRefused(false) },
    onSuccess: (answer, request) => {
      const sentTo = options.find((option) => option.key === request.sendTo);
      if (answer.status === 'SUCCESS' && sentTo) onSent(sentTo);
      else if (answer.status === API_ERROR_CODES.expired) onExpired();
      else setRefused(true);
    },
  });
  const sendTo = form.watch('sendTo');
  const notSent = { title: <Trans>Something went wrong and the code was not sent.</Trans> };

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <Stack gap="5">
        <Text>
          <Trans>
            To protect your loan, we send a six-digit code to the e-mail address or mobile phone we have on file for it. Your
            account is created once you enter it.
          </Trans>
        </Text>
        <CodeChannelChoice options={options} value={sendTo} onChange={(channel) => form.setValue('sendTo', channel)} disabled={submitting} />
        {refused ? (
          <FormAlert title={notSent.title}>
            <Trans>Please try again.</Trans>
          </FormAlert>
        ) : null}
        <ProblemAlert problem={problem} messages={{ offline: notSent, failed: notSent }} />
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" disabled={!sendTo || submitting} loading={submitting} loadingText={t`Sending…`}>
            <Trans>Send code</Trans>
          </Button>
          {lastSent ? (
            <Button type="button" variant="outline" colorPalette="brand" onClick={() => onSent(lastSent)} disabled={submitting}>
              <Trans>Enter the code already sent</Trans>
            </Button>
          ) : null}
        </Flex>
      </Stack>
    </form>
  );
}
