import { useEffect, useId, useRef, useState } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { MaskedCodeOption } from 'shared-contracts';
import { ConfirmCodeForm } from '@/features/account-access/enroll/ConfirmCodeForm';
import type { CodeChallenge, EnrollReturnReason } from '@/features/account-access/enroll/enroll-flow';
import { SendCodeForm } from '@/features/account-access/enroll/SendCodeForm';

export interface EnrollCodeStepProps {
  challenge: CodeChallenge;
  /** SUCCESS: the user exists and the verification link is on its way. */
  onEnrolled: () => void;
  /** EXPIRED or USERNAME_TAKEN: back to the form, with what was typed. */
  onBack: (reason: EnrollReturnReason) => void;
}

/** Choosing where the code goes, or entering the code sent (with the way it went, to say it and to send again). */
type Phase = { phase: 'choose'; lastSent?: MaskedCodeOption } | { phase: 'enter'; sentTo: MaskedCodeOption };

/**
 * The enrolment's code step (issue 14, item 4), as the forgot-account dialog's steps 2 and 3 of mfe-auth: where
 * to send a six-digit code among the masked ways on file, then the code, with a new one on request.
 */
export function EnrollCodeStep({ challenge, onEnrolled, onBack }: EnrollCodeStepProps) {
  const [state, setState] = useState<Phase>({ phase: 'choose' });
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step replaces the form, and each phase the one before: the focus goes to the heading, which is read out,
  // and Tab goes on from there.
  useEffect(() => {
    headingRef.current?.focus();
  }, [state.phase]);

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="gray.200" borderRadius="l3" p={{ base: '5', md: '8' }} maxW="2xl" bg="white">
      <Stack gap="5">
        {/* Focused by script only (tabIndex -1, not a control): no focus ring, as on any heading. */}
        <Heading as="h2" size="xl" color="brand.700" id={headingId} ref={headingRef} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
          {state.phase === 'choose' ? <Trans>Confirm that the loan is yours</Trans> : <Trans>Enter your verification code</Trans>}
        </Heading>
        {state.phase === 'choose' ? (
          <SendCodeForm
            token={challenge.token}
            options={challenge.options}
            lastSent={state.lastSent}
            onSent={(sentTo) => setState({ phase: 'enter', sentTo })}
            onExpired={() => onBack('expired')}
          />
        ) : (
          <ConfirmCodeForm
            token={challenge.token}
            sentTo={state.sentTo}
            onEnrolled={onEnrolled}
            onBack={onBack}
            onNewCode={() => setState({ phase: 'choose', lastSent: state.sentTo })}
          />
        )}
      </Stack>
    </Box>
  );
}
