import { useEffect, useId, useRef, useState } from 'react';
import type { MaskedCodeOption } from 'shared-contracts';

/** Choosing where the code goes, or entering the code sent (with the way it went, to say it and to send again). */
export type CodeStepPhase = { phase: 'choose'; lastSent?: MaskedCodeOption } | { phase: 'enter'; sentTo: MaskedCodeOption };

/**
 * A code step's two phases (`SendCodeForm`, then `ConfirmCodeForm`) and its heading. The step replaces what was
 * shown before, and each phase the one before: the focus goes to the heading, which is read out, and Tab goes on
 * from there. Spread `headingProps` on the step's heading (focused by script only, tabIndex -1: no focus ring).
 */
export function useCodeStepPhase() {
  const [state, setState] = useState<CodeStepPhase>({ phase: 'choose' });
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, [state.phase]);

  return {
    state,
    headingId,
    headingProps: { id: headingId, ref: headingRef, tabIndex: -1, _focusVisible: { outline: 'none' } },
    /** A code went (or the borrower goes back to the one already sent): enter it. */
    onSent: (sentTo: MaskedCodeOption) => setState({ phase: 'enter', sentTo }),
    /** From entering a code back to choosing where a new one goes, that way chosen again. */
    onNewCode: (lastSent: MaskedCodeOption) => setState({ phase: 'choose', lastSent }),
  };
}
