import { Box, Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { sendCodeRequestSchema } from 'shared-contracts';
import { SendCodeForm, useCodeStepPhase } from 'shared-ui/forms';
import { createAccountSendCodeMutationOptions } from '@/features/account-access/api/post-create-account-send-code';
import { ConfirmCodeForm } from '@/features/account-access/enroll/ConfirmCodeForm';
import type { CodeChallenge, EnrollReturnReason } from '@/features/account-access/enroll/enroll-flow';

export interface EnrollCodeStepProps {
  challenge: CodeChallenge;
  /** SUCCESS: the user exists and the verification link is on its way. */
  onEnrolled: () => void;
  /** EXPIRED or USERNAME_TAKEN: back to the form, with what was typed. */
  onBack: (reason: EnrollReturnReason) => void;
}

/**
 * The enrolment's code step (docs/decisions/032), as a sign-in from a new browser (shared-ui's code-step pieces):
 * where to send a six-digit code among the masked ways on file, then the code, with a new one on request.
 */
export function EnrollCodeStep({ challenge, onEnrolled, onBack }: EnrollCodeStepProps) {
  // The step replaces the form, and each phase the one before: the focus goes to the heading.
  const { state, headingId, headingProps, onSent, onNewCode } = useCodeStepPhase();

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="gray.200" borderRadius="l3" p={{ base: '5', md: '8' }} maxW="2xl" bg="white">
      <Stack gap="5">
        <Heading as="h2" size="xl" color="brand.700" {...headingProps}>
          {state.phase === 'choose' ? <Trans>Confirm that the loan is yours</Trans> : <Trans>Enter your verification code</Trans>}
        </Heading>
        {state.phase === 'choose' ? (
          <SendCodeForm
            token={challenge.token}
            options={challenge.options}
            lastSent={state.lastSent}
            schema={sendCodeRequestSchema}
            mutation={createAccountSendCodeMutationOptions()}
            intro={
              <Trans>
                To protect your loan, we send a six-digit code to the e-mail address or mobile phone we have on file for
                it. Your account is created once you enter it.
              </Trans>
            }
            gap="5"
            onSent={onSent}
            onExpired={() => onBack('expired')}
          />
        ) : (
          <ConfirmCodeForm
            token={challenge.token}
            sentTo={state.sentTo}
            onEnrolled={onEnrolled}
            onBack={onBack}
            onNewCode={() => onNewCode(state.sentTo)}
          />
        )}
      </Stack>
    </Box>
  );
}
