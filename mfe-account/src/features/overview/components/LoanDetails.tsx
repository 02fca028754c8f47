import { useId } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_FIELDS, ACCOUNT_STATUS_AVAILABLE, type AccountDetails } from 'shared-contracts';
import { Money } from 'shared-ui';
import { DetailList } from '@/components/detail-list/DetailList';
import { DetailRow } from '@/components/detail-list/DetailRow';
import { DueDateText } from '@/features/overview/components/DueDateText';
import { LastPayment } from '@/features/overview/components/LastPayment';
import { MaskedAccountNumber } from '@/features/overview/components/MaskedAccountNumber';

export interface LoanDetailsProps {
  details: AccountDetails;
  /** Today in the company's time zone: the days left count from it. */
  today: string;
}

/** The vehicle, the account and its figures (spec 3 "Account details"), as a description list. */
export function LoanDetails({ details, today }: LoanDetailsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const status = details[ACCOUNT_FIELDS.accountStatus];
  const dueDate = details[ACCOUNT_FIELDS.nextDueDate];
  // Money paid above the balance, held for the borrower (docs/decisions/051): shown only while there is some.
  const credit = details[ACCOUNT_FIELDS.creditBalance];
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl" color="brand.700">
        <Trans>Your loan</Trans>
      </Heading>
      <DetailList>
        <DetailRow term={<Trans>Vehicle</Trans>}>
          <span translate="no">{details[ACCOUNT_FIELDS.vehicleDescription]}</span>
        </DetailRow>
        <DetailRow term={<Trans>VIN</Trans>}>
          {/* A plain span inside: on a Chakra component `translate` would be taken for the CSS property. */}
          <Text as="span" fontFamily="mono">
            <span translate="no">{details[ACCOUNT_FIELDS.vin]}</span>
          </Text>
        </DetailRow>
        <DetailRow term={<Trans>Account number</Trans>}>
          <MaskedAccountNumber accountNumber={details[ACCOUNT_FIELDS.accountNumber]} />
        </DetailRow>
        <DetailRow term={<Trans>Account status</Trans>}>
          {/* Spec 3: AL means available. Only an AL account gets this far (spec 4.2); any other shows its code. */}
          {status === ACCOUNT_STATUS_AVAILABLE ? t`Active` : <span translate="no">{status}</span>}
        </DetailRow>
        <DetailRow term={<Trans>Current balance</Trans>}>
          <Money amount={details[ACCOUNT_FIELDS.currentBalance]} />
        </DetailRow>
        <DetailRow term={<Trans>Payoff amount today</Trans>}>
          <Money amount={details[ACCOUNT_FIELDS.payoffAmount]} />
        </DetailRow>
        {credit ? (
          <DetailRow term={<Trans>Credit balance</Trans>}>
            <Stack gap="1">
              <Money amount={credit} />
              <Text fontSize="sm">
                <Trans>You paid more than you owed. We hold this money for you; call us to have it refunded.</Trans>
              </Text>
            </Stack>
          </DetailRow>
        ) : null}
        <DetailRow term={<Trans>Amount due</Trans>}>
          <Money amount={details[ACCOUNT_FIELDS.amountDue]} />
        </DetailRow>
        <DetailRow term={<Trans>Next due date</Trans>}>
          {dueDate ? <DueDateText dueDate={dueDate} today={today} /> : <Trans>No payment is due</Trans>}
        </DetailRow>
        <DetailRow term={<Trans>Last payment</Trans>}>
          <LastPayment />
        </DetailRow>
      </DetailList>
    </Stack>
  );
}
