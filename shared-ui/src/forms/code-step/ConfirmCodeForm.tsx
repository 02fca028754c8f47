import { useEffect, type ReactNode } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { CODE_MASK, LOOKUP_LIMITS, isMaskComplete, type MaskedCodeOption } from 'shared-contracts';
import { ControlledMaskedInput } from '../ControlledMaskedInput';
// The main entry by the package's name (see ControlledMaskedInput).
import { FormField, ProblemAlert, type ProblemAlertProps } from 'shared-ui';
import type { ApiForm } from '../useApiForm';

/** What a code form holds besides its hidden values (the token, a choice such as remembering the device). */
export interface CodeFormValues {
  code: string;
}

export interface ConfirmCodeFormProps<Input extends CodeFormValues, Output, Answer> {
  /** The feature's `useApiForm` of its own call: it decides what each answer means (a wrong code: `setError('code', { type: 'server' })`). */
  apiForm: ApiForm<Input, Output, Answer>;
  /** Where the code went, said above the field. */
  sentTo: MaskedCodeOption;
  /** The submit button's words, and while it waits ("Verify and log in", "Logging in…"). */
  submitLabel: ReactNode;
  submittingLabel: string;
  /** Back to where to send a code, for a new one (the server counts them). */
  onNewCode: () => void;
  /** The flow's own words for a failure no field explains. */
  problemMessages?: ProblemAlertProps['messages'];
  /** The space between the form's parts: the flow's own page rhythm. */
  gap?: string;
  /** The flow's own fields below the code (the sign-in's "remember this device"). */
  children?: ReactNode;
}

/**
 * The six-digit code sent to a chosen way: the submit button waits for six digits and no error showing; a wrong
 * code is said at the field, which gets the focus back and loses the message as it is edited. The same words
 * wherever a flow confirms such a code (the enrolment, a sign-in from a new browser).
 */
export function ConfirmCodeForm<Input extends CodeFormValues, Output, Answer>(props: ConfirmCodeFormProps<Input, Output, Answer>) {
  const { apiForm, sentTo, submitLabel, submittingLabel, onNewCode, problemMessages, gap = '4', children } = props;
  const { onSubmit, problem, submitting } = apiForm;
  // Only the `code` field is read here; react-hook-form cannot name a field of a generic form, hence the cast.
  const form = apiForm.form as unknown as UseFormReturn<CodeFormValues>;
  const { t } = useLingui();
  const code = useWatch({ control: form.control, name: 'code' });
  const { errors } = useFormState({ control: form.control, name: 'code' });
  // Only the server's verdict is shown (INVALID, or a 400 naming the code): the schema's "six digits" is the
  // disabled button's business, and after a wrong code every edit checks the field again, clearing the message.
  const wrong = errors.code?.type === 'server';
  const canSubmit = isMaskComplete(CODE_MASK, code) && !wrong && !submitting;
  useEffect(() => {
    // The button pressed is disabled now, and the field was while the code was checked: the focus goes back to
    // the code, to correct it.
    if (wrong && !submitting) form.setFocus('code');
  }, [wrong, submitting, form]);
  const display = sentTo.display;
  const minutes = LOOKUP_LIMITS.codeMinutes;

  return (
    <form onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
      <Stack gap={gap}>
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
        {children}
        <ProblemAlert problem={problem} messages={problemMessages} codeStep />
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" disabled={!canSubmit} loading={submitting} loadingText={submittingLabel}>
            {submitLabel}
          </Button>
          <Button type="button" variant="outline" colorPalette="brand" onClick={onNewCode} disabled={submitting}>
            <Trans>Send a new code</Trans>
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
