import type { Ref } from 'react';
import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { API_ERROR_CODES } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { FormAlert, ProblemAlert } from 'shared-ui';

/** An answer about the whole form: no loan matched (INVALID), or the form is back because the code step expired. */
export type EnrollOutcome = 'notMatched' | 'expired';

export interface EnrollFormAlertsProps {
  outcome: EnrollOutcome | null;
  /** `useApiForm`'s problem. A refused captcha is said at the captcha, not here. */
  problem: Error | null;
  /** The expired message takes the focus when the form comes back with it. */
  expiredRef: Ref<HTMLDivElement>;
}

/** The enrolment form's messages above its captcha and button; the typed values always stay in the form. */
export function EnrollFormAlerts({ outcome, problem, expiredRef }: EnrollFormAlertsProps) {
  const notCreated = {
    title: <Trans>Something went wrong and your account was not created.</Trans>,
    body: <Trans>Check your connection and try again.</Trans>,
  };
  let failure = null;
  // A 400 that names no field of the form: something the visitor cannot see was refused.
  if (isApiError(problem, API_ERROR_CODES.invalid)) failure = <FormAlert title={<Trans>Some details were not accepted. Check each field and try again.</Trans>} />;
  else if (!isApiError(problem, API_ERROR_CODES.captchaInvalid)) failure = <ProblemAlert problem={problem} messages={{ offline: notCreated, failed: notCreated }} />;

  return (
    <>
      {outcome === 'expired' ? (
        // Focused by script only: the message is read out, and Tab goes on to the captcha and the button.
        <Box ref={expiredRef} tabIndex={-1} outline="none">
          <FormAlert status="warning" title={<Trans>The code step expired, and your account was not created.</Trans>}>
            <Trans>Your details are still in the form. Complete the security check and select “Create my account” to get a new code.</Trans>
          </FormAlert>
        </Box>
      ) : null}
      {outcome === 'notMatched' ? (
        <FormAlert title={<Trans>We could not match these details to a loan that can be enrolled.</Trans>}>
          <Trans>
            Check them against your statement or loan contract. If your loan already has online access, we have sent a message to the
            e-mail address on file.
          </Trans>
        </FormAlert>
      ) : null}
      {failure}
    </>
  );
}
