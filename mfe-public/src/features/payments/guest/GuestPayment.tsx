import { Fragment, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { API_ERROR_CODES, type GuestLookupRequest, type GuestLookupResponse, type GuestPaymentForm, type GuestPaymentResponse, type Locale } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import { DateText, Money, ProblemAlert } from 'shared-ui';
import { useAttemptId } from 'shared-ui/forms';
import { postGuestPayment } from '@/features/payments/guest/guest-api';
import { GuestDetailsStep } from '@/features/payments/guest/GuestDetailsStep';
import { GuestLookupStep } from '@/features/payments/guest/GuestLookupStep';

type Step =
  | { kind: 'lookup' }
  | { kind: 'details'; loan: GuestLookupResponse }
  | { kind: 'review'; loan: GuestLookupResponse; payment: GuestPaymentForm }
  | { kind: 'done'; receipt: GuestPaymentResponse; last4: string };

/**
 * Pay without an account (docs/decisions/058): find the loan, say how much and from where, review, pay. What was
 * typed lives in this component's state only (never in browser storage): back from the review, or after the lookup's
 * 15 minutes ran out, the fields are filled in again. Each step's heading takes the focus when it appears.
 */
export function GuestPayment({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const headingId = useId();
  const [step, setStep] = useState<Step>({ kind: 'lookup' });
  const [lookupValues, setLookupValues] = useState<Omit<GuestLookupRequest, 'captchaToken'> | null>(null);
  const [paymentValues, setPaymentValues] = useState<GuestPaymentForm | null>(null);
  const [expired, setExpired] = useState(false);
  const [attemptId, renewAttempt] = useAttemptId('guest-payment');
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step.kind]);

  const pay = useMutation({
    mutationKey: ['guest-payment', 'pay'],
    mutationFn: ({ payment, loan }: { payment: GuestPaymentForm; loan: GuestLookupResponse }) =>
      postGuestPayment({ ...payment, token: loan.token, locale }, attemptId),
    onSuccess: (receipt, { payment }) => {
      renewAttempt();
      setStep({ kind: 'done', receipt, last4: payment.accountNumber.slice(-4) });
    },
    onError: (error) => {
      // The lookup's 15 minutes ran out (or its token paid already): find the loan again, fields filled in.
      if (isApiError(error, API_ERROR_CODES.expired)) {
        setExpired(true);
        setStep({ kind: 'lookup' });
      }
    },
  });

  const titles = {
    lookup: t`Step 1 of 3: find your loan`,
    details: t`Step 2 of 3: payment details`,
    review: t`Step 3 of 3: review and pay`,
    done: t`Payment received`,
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="5" id="guest" bg="white" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }}>
      <Stack gap="2">
        <Heading as="h2" id={headingId} size="xl" color="brand.700">
          <Trans>Pay without an account</Trans>
        </Heading>
        <Text>
          <Trans>Make a one-time payment from a bank account without signing in. It is free.</Trans>
        </Text>
      </Stack>
      <Heading as="h3" size="md" ref={stepHeading} tabIndex={-1} outline="none">
        {titles[step.kind]}
      </Heading>
      {step.kind === 'lookup' ? (
        <>
          {expired ? (
            <Text role="alert" color="red.700">
              <Trans>For your security, a payment must be made within 15 minutes of finding your loan. Please check your details and continue again.</Trans>
            </Text>
          ) : null}
          <GuestLookupStep
            locale={locale}
            values={lookupValues}
            onFound={(loan, values) => {
              setLookupValues(values);
              setExpired(false);
              setStep({ kind: 'details', loan });
            }}
          />
        </>
      ) : null}
      {step.kind === 'details' ? (
        <GuestDetailsStep
          loan={step.loan}
          values={paymentValues}
          onReview={(payment) => {
            setPaymentValues(payment);
            setStep({ kind: 'review', loan: step.loan, payment });
          }}
        />
      ) : null}
      {step.kind === 'review' ? (
        <Stack gap="5">
          <ReviewList loan={step.loan} payment={step.payment} />
          <ProblemAlert problem={isApiError(pay.error, API_ERROR_CODES.expired) ? null : pay.error} />
          <HStack gap="3" wrap="wrap">
            <Button colorPalette="brand" loading={pay.isPending} loadingText={t`Paying…`} onClick={() => pay.mutate({ payment: step.payment, loan: step.loan })}>
              <Trans>Pay now</Trans>
            </Button>
            <Button variant="outline" disabled={pay.isPending} onClick={() => setStep({ kind: 'details', loan: step.loan })}>
              <Trans>Change the details</Trans>
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {step.kind === 'done' ? <Confirmation receipt={step.receipt} last4={step.last4} /> : null}
    </Stack>
  );
}

interface Fact {
  id: string;
  label: ReactNode;
  value: ReactNode;
  /** The confirmation number: read out on the phone, so set apart. */
  emphasis?: boolean;
}

/** The facts of the payment as a description list: the review step and the confirmation say them alike. */
function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="6" rowGap="2">
      {facts.map((fact) => (
        <Fragment key={fact.id}>
          <chakra.dt fontWeight="semibold">{fact.label}</chakra.dt>
          <chakra.dd m="0" overflowWrap="anywhere" {...(fact.emphasis ? { fontFamily: 'mono', fontWeight: 'bold' } : {})}>
            {fact.value}
          </chakra.dd>
        </Fragment>
      ))}
    </chakra.dl>
  );
}

function ReviewList({ loan, payment }: { loan: GuestLookupResponse; payment: GuestPaymentForm }) {
  const last4 = payment.accountNumber.slice(-4);
  return (
    <FactList
      facts={[
        { id: 'borrower', label: <Trans>Borrower</Trans>, value: <span translate="no">{loan.maskedName}</span> },
        { id: 'amount', label: <Trans>Amount</Trans>, value: <Money amount={payment.amount} /> },
        { id: 'date', label: <Trans>Payment date</Trans>, value: <DateText date={payment.payOn} options={{ dateStyle: 'full' }} /> },
        { id: 'bank', label: <Trans>From the bank account</Trans>, value: <Trans>ending in {last4}</Trans> },
        { id: 'email', label: <Trans>Receipt to</Trans>, value: payment.email },
      ]}
    />
  );
}

function Confirmation({ receipt, last4 }: { receipt: GuestPaymentResponse; last4: string }) {
  const confirmation = receipt.confirmationNumber;
  return (
    <Stack gap="3" role="status">
      <Text>
        <Trans>Thank you. We sent a receipt to the e-mail address you gave.</Trans>
      </Text>
      <FactList
        facts={[
          { id: 'confirmation', label: <Trans>Confirmation number</Trans>, value: <span translate="no">{confirmation}</span>, emphasis: true },
          { id: 'amount', label: <Trans>Amount</Trans>, value: <Money amount={receipt.amount} /> },
          { id: 'date', label: <Trans>Payment date</Trans>, value: <DateText date={receipt.date} options={{ dateStyle: 'full' }} /> },
          { id: 'bank', label: <Trans>From the bank account</Trans>, value: <Trans>ending in {last4}</Trans> },
        ]}
      />
    </Stack>
  );
}
