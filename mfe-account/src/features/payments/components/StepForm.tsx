import type { ReactNode } from 'react';

/**
 * A step of the payment: its own fields are checked by `continueFrom` (usePaymentForm), not by a submit of the
 * one payment form, so Enter or Continue here only asks to go on. The browser's own validation is off (spec 5).
 */
export function StepForm({ onContinue, children }: { onContinue: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      {children}
    </form>
  );
}
