import { useEffect, useId, useRef, useState } from 'react';
import { Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Autopay, ShellServices } from 'shared-contracts';
import { useAutopay } from '@/features/payments/api/get-autopay';
import { usePaymentMethods } from '@/features/payments/api/get-payment-methods';
import { AutopayForm } from '@/features/payments/components/AutopayForm';
import { BankAccountName } from '@/features/payments/components/BankAccountName';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { StopAutopayDialog } from '@/features/payments/components/StopAutopayDialog';

/**
 * Autopay: whether the amount due is drafted each month, from which account and on which day; enrol, change
 * or stop. The form and the buttons give way to each other, so after a change the focus goes to the heading and
 * the new state is announced.
 */
export function AutopaySection({ shell }: { shell: ShellServices }) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const autopay = useAutopay();
  const methods = usePaymentMethods();
  const [editing, setEditing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const changeButton = useRef<HTMLButtonElement>(null);
  // Where the focus goes once the form or the dialog has given way: it runs after the render that removes them.
  const pendingFocus = useRef<'heading' | 'change-button' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (stopping || !target) return;
    pendingFocus.current = null;
    const frame = requestAnimationFrame(() => (target === 'heading' ? heading.current : changeButton.current)?.focus());
    return () => cancelAnimationFrame(frame);
  });

  const changed = (next: Autopay) => {
    setAnnouncement(next.enrolled ? t`Autopay is on.` : t`Autopay is off.`);
    pendingFocus.current = 'heading';
    setEditing(false);
    setStopping(false);
  };

  let body;
  if (autopay.isPending || methods.isPending)
    body = (
      <Loading>
        <Trans>Loading your autopay settings…</Trans>
      </Loading>
    );
  else if (autopay.isError) body = <LoadFailure title={<Trans>We could not load your autopay settings.</Trans>} onRetry={() => void autopay.refetch()} />;
  else if (methods.isError) body = <LoadFailure title={<Trans>We could not load your bank accounts.</Trans>} onRetry={() => void methods.refetch()} />;
  else {
    const current = autopay.data;
    const method = methods.data.find((candidate) => candidate.id === current.paymentMethodId);
    const day = current.draftDay;
    const savedAccount = t`your saved bank account`;
    body = (
      <Stack gap="5">
        {current.enrolled ? (
          <Text>
            <Trans>
              Autopay is on. We take your amount due on day {day} of each month from{' '}
              {method ? <BankAccountName method={method} /> : savedAccount}.
            </Trans>
          </Text>
        ) : (
          <Text>
            <Trans>Autopay is off. Turn it on and we take your amount due each month on the day you choose.</Trans>
          </Text>
        )}
        {methods.data.length === 0 ? (
          <Text>
            <Trans>To use autopay, first add a bank account in the payment above.</Trans>
          </Text>
        ) : editing || !current.enrolled ? (
          <AutopayForm autopay={current} methods={methods.data} onSaved={changed} onCancel={
              current.enrolled
                ? () => {
                    pendingFocus.current = 'change-button';
                    setEditing(false);
                  }
                : undefined
            } />
        ) : (
          <Wrap gap="3">
            <Button ref={changeButton} type="button" variant="outline" borderColor="brand.700" onClick={() => setEditing(true)}>
              <Trans>Change autopay</Trans>
            </Button>
            <Button type="button" variant="outline" colorPalette="red" onClick={() => setStopping(true)}>
              <Trans>Stop autopay</Trans>
            </Button>
          </Wrap>
        )}
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} ref={heading} tabIndex={-1} size="xl" color="brand.700">
        <Trans>Autopay</Trans>
      </Heading>
      <Text role="status" fontWeight={announcement ? 'semibold' : undefined}>
        {announcement}
      </Text>
      {body}
      <StopAutopayDialog shell={shell} open={stopping} onClose={() => setStopping(false)} onStopped={changed} />
    </Stack>
  );
}
