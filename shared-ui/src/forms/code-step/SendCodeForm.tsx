import { useState, type ReactNode } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { API_ERROR_CODES, asLocale, type MaskedCodeOption, type SendCodeRequest, type SendCodeResponse } from 'shared-contracts';
// The main entry by the package's name (see ControlledMaskedInput).
import { CodeChannelChoice, FormAlert, ProblemAlert } from 'shared-ui';
import { useApiForm } from '../useApiForm';

/**
 * The body of every "send a code" call (the flow's token, the way on file chosen, the page's language) and its
 * answer are the contract's: INVALID is a way not on file (never offered here), EXPIRED a token too old to go on.
 */
export type { SendCodeRequest };
export type SendCodeAnswer = SendCodeResponse;

export interface SendCodeFormProps {
  /** The flow's token (enrolment, sign-in), held in memory only. */
  token: string;
  options: MaskedCodeOption[];
  /** Where the last code went, when a new one is asked for: chosen again, and a way back to enter it. */
  lastSent?: MaskedCodeOption;
  /** The call's shared zod schema (shared-contracts), and the feature's mutation options for it. */
  schema: StandardSchemaV1<SendCodeRequest, SendCodeRequest>;
  mutation: UseMutationOptions<SendCodeAnswer, Error, SendCodeRequest>;
  /** Why a code is sent, in the flow's own words, above the choice. */
  intro: ReactNode;
  /** The space between the form's parts: the flow's own page rhythm (a dialog is tighter than a page). */
  gap?: string;
  onSent: (sentTo: MaskedCodeOption) => void;
  onExpired: () => void;
}

/**
 * Where a six-digit code goes, among the masked ways on file for the loan; one must be chosen. The same form
 * wherever a flow sends a code to a chosen way and can send another (the enrolment, a sign-in from a new browser).
 */
export function SendCodeForm({ token, options, lastSent, schema, mutation, intro, gap = '4', onSent, onExpired }: SendCodeFormProps) {
  const { t, i18n } = useLingui();
  // INVALID: a way that is not on file, which this form never offers; said as a failure, the choice stays.
  const [refused, setRefused] = useState(false);
  const { form, onSubmit, problem, submitting } = useApiForm({
    schema,
    // The token travels as a form value nobody sees, so the request is checked whole.
    defaultValues: { token, sendTo: lastSent?.key, locale: asLocale(i18n.locale) },
    fieldOrder: ['sendTo'],
    mutation: { ...mutation, onMutate: () => setRefused(false) },
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
      <Stack gap={gap}>
        <Text>{intro}</Text>
        <CodeChannelChoice options={options} value={sendTo} onChange={(channel) => form.setValue('sendTo', channel)} disabled={submitting} />
        {refused ? (
          <FormAlert title={notSent.title}>
            <Trans>Please try again.</Trans>
          </FormAlert>
        ) : null}
        {/* A 429 after too many codes keeps the shared words: too many attempts, and how long to wait; a step closed
            for a day after ten wrong codes says so (docs/decisions/050). */}
        <ProblemAlert problem={problem} messages={{ offline: notSent, failed: notSent }} codeStep />
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
