import { useCallback, useState } from 'react';
import { PAYMENT_STEPS, type FieldStep, type PaymentStep } from '@/features/payments/utils/payment-form';

/**
 * Which step of the payment is open. Once the customer has seen the review, Continue on an earlier step (a
 * "Change" from the review, or a step the server sent them back to) returns to the review: the later steps
 * already hold their answers.
 */
export function usePaymentSteps() {
  const [step, setStep] = useState<PaymentStep>('amount');
  const [reviewing, setReviewing] = useState(false);

  const goTo = useCallback((target: PaymentStep) => {
    if (target === 'review') setReviewing(true);
    setStep(target);
  }, []);
  const next = (from: FieldStep) => goTo(reviewing ? 'review' : (PAYMENT_STEPS[PAYMENT_STEPS.indexOf(from) + 1] ?? 'review'));
  const back = (from: PaymentStep) => setStep(PAYMENT_STEPS[Math.max(0, PAYMENT_STEPS.indexOf(from) - 1)] ?? 'amount');
  const restart = () => {
    setReviewing(false);
    setStep('amount');
  };

  return { step, number: PAYMENT_STEPS.indexOf(step) + 1, total: PAYMENT_STEPS.length, reviewing, goTo, next, back, restart };
}

export type PaymentSteps = ReturnType<typeof usePaymentSteps>;
