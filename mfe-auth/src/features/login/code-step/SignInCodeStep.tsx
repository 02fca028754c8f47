import { Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { sendCodeRequestSchema } from 'shared-contracts';
import { SendCodeForm, useCodeStepPhase } from 'shared-ui/forms';
import { loginSendCodeMutationOptions } from '@/features/login/api/post-login-send-code';
import { VerifySignInCodeForm } from '@/features/login/code-step/VerifySignInCodeForm';
import type { CodeStepFlow } from '@/features/login/useLoginFlow';

/**
 * Decision 033: the step between a right password from a browser not remembered and the session, as the
 * enrolment's code step (shared-ui's code-step pieces): where to send a six-digit code among the masked ways on
 * file, then the code, with a new one on request and the choice to remember this browser.
 */
export function SignInCodeStep({ flow }: { flow: CodeStepFlow }) {
  // The step replaces the login form, and each phase the one before: the focus goes to the heading, inside the dialog.
  const { state, headingId, headingProps, onSent, onNewCode } = useCodeStepPhase();

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      {/* Below the dialog's title (h2). */}
      <Heading as="h3" size="md" {...headingProps}>
        {state.phase === 'choose' ? <Trans>Confirm that it is you</Trans> : <Trans>Enter your verification code</Trans>}
      </Heading>
      {state.phase === 'choose' ? (
        <SendCodeForm
          token={flow.challenge.token}
          options={flow.challenge.options}
          lastSent={state.lastSent}
          schema={sendCodeRequestSchema}
          mutation={loginSendCodeMutationOptions()}
          intro={
            <Trans>
              You are logging in from a browser we do not know yet. To protect your account, we send a six-digit code to
              the e-mail address or mobile phone we have on file for your loan.
            </Trans>
          }
          onSent={onSent}
          onExpired={() => flow.end({ status: 'START_AGAIN', result: { status: 'CODE_EXPIRED' } })}
        />
      ) : (
        <VerifySignInCodeForm
          token={flow.challenge.token}
          sentTo={state.sentTo}
          verify={flow.verify}
          onEnd={flow.end}
          onNewCode={() => onNewCode(state.sentTo)}
        />
      )}
    </Stack>
  );
}
