import { useEffect, useId, useRef, useState } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { MaskedCodeOption } from 'shared-contracts';
import { SendSignInCodeForm } from '@/features/login/code-step/SendSignInCodeForm';
import { VerifySignInCodeForm } from '@/features/login/code-step/VerifySignInCodeForm';
import type { CodeStepFlow } from '@/features/login/useLoginFlow';

/** Choosing where the code goes, or entering the code sent (with the way it went, to say it and to send again). */
type Phase = { phase: 'choose'; lastSent?: MaskedCodeOption } | { phase: 'enter'; sentTo: MaskedCodeOption };

/**
 * Issue 14, item 6: the step between a right password from a browser not remembered and the session, as the
 * enrolment's code step: where to send a six-digit code among the masked ways on file, then the code, with a
 * new one on request and the choice to remember this browser.
 */
export function SignInCodeStep({ flow }: { flow: CodeStepFlow }) {
  const [state, setState] = useState<Phase>({ phase: 'choose' });
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step replaces the login form, and each phase the one before: the focus goes to the heading, which is read
  // out, and Tab goes on from there, inside the dialog.
  useEffect(() => {
    headingRef.current?.focus();
  }, [state.phase]);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      {/* Below the dialog's title (h2). Focused by script only (tabIndex -1, not a control): no focus ring. */}
      <Heading as="h3" size="md" id={headingId} ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
        {state.phase === 'choose' ? <Trans>Confirm that it is you</Trans> : <Trans>Enter your verification code</Trans>}
      </Heading>
      {state.phase === 'choose' ? (
        <SendSignInCodeForm
          token={flow.challenge.token}
          options={flow.challenge.options}
          lastSent={state.lastSent}
          onSent={(sentTo) => setState({ phase: 'enter', sentTo })}
          onExpired={() => flow.end({ status: 'START_AGAIN', result: { status: 'CODE_EXPIRED' } })}
        />
      ) : (
        <VerifySignInCodeForm
          token={flow.challenge.token}
          sentTo={state.sentTo}
          verify={flow.verify}
          onEnd={flow.end}
          onNewCode={() => setState({ phase: 'choose', lastSent: state.sentTo })}
        />
      )}
    </Stack>
  );
}
