import { useId, useMemo } from 'react';
import { Box, Heading, Input, InputGroup, SimpleGrid, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_FIELDS, addMonths, amountToCents, aprFromPerDiem, centsToAmount, planPayoff, type AccountDetails, type Locale, type PayoffPlan } from 'shared-contracts';
import { DateText, FormField, Money, SelectInput } from 'shared-ui';
import { sendsNothing, useApiForm, type FormSchema } from 'shared-ui/forms';
import { useAccountDetails } from '@/api/get-account-details';
import { DetailList } from '@/components/detail-list/DetailList';
import { DetailRow } from '@/components/detail-list/DetailRow';

export interface PayoffPlannerProps {
  locale: Locale;
}

interface PlannerValues {
  kind: 'monthly' | 'once';
  /** The extra amount as typed. */
  extra: string;
}

/**
 * The planner's values as typed: the figures follow each key, so every value is kept and the planner itself says
 * when the amount is not one (nothing is submitted).
 */
const plannerFormSchema: FormSchema<PlannerValues, PlannerValues> = {
  // react-hook-form hands the resolver the form's own values: their shape is PlannerValues, by construction.
  '~standard': { version: 1, vendor: 'roadbridge-form', validate: (value) => ({ value: value as PlannerValues }) },

};

/** Up to seven digits and two decimals, as a payment amount is typed. */
const EXTRA_INPUT_MAX_LENGTH = 10;

const currencySymbol = (locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? '$';

/**
 * What paying more would save (docs/decisions/058): an extra amount each month, or once, gives the new payoff date,
 * the payments and the interest saved, from the loan's APR (its per diem over its balance, as the history quotes
 * it), balance and payment. Computed in the page by shared-contracts' amortisation helper: nothing is sent.
 */
export function PayoffPlanner({ locale }: PayoffPlannerProps) {
  // The account summary above shows the loading line and the failure of this same read.
  const details = useAccountDetails();
  return details.data ? <Planner details={details.data} locale={locale} /> : null;
}

function Planner({ details, locale }: { details: AccountDetails; locale: Locale }) {
  const { t } = useLingui();
  const headingId = useId();
  // The one form recipe (docs/decisions/014), though nothing is sent (docs/decisions/067).
  const { form } = useApiForm({ schema: plannerFormSchema, defaultValues: { kind: 'monthly', extra: '50.00' }, mutation: sendsNothing() });
  const { register, watch } = form;
  const kind = watch('kind');
  const extra = watch('extra');

  const balanceCents = amountToCents(details[ACCOUNT_FIELDS.currentBalance]) ?? 0;
  const paymentCents = amountToCents(details[ACCOUNT_FIELDS.paymentAmount]) ?? 0;
  const perDiemCents = amountToCents(details[ACCOUNT_FIELDS.perDiemInterest]) ?? 0;
  const nextDueDate = details[ACCOUNT_FIELDS.nextDueDate];
  const extraCents = amountToCents(extra.replace(/[$,\s]/g, ''));
  const extraValid = extraCents !== null && extraCents > 0 && extraCents <= 9_999_999;

  const plan = useMemo(() => {
    if (!nextDueDate || !extraValid || balanceCents <= 0) return null;
    const apr = aprFromPerDiem(perDiemCents, balanceCents);
    return planPayoff({
      balanceCents,
      apr,
      paymentCents,
      nextDueDate,
      ...(kind === 'monthly' ? { extraMonthlyCents: extraCents } : { extraOnceCents: extraCents }),
    });
  }, [balanceCents, paymentCents, perDiemCents, nextDueDate, extraValid, extraCents, kind]);

  // A loan with nothing due or no schedule to follow has nothing to plan.
  if (!nextDueDate || balanceCents <= 0 || paymentCents <= 0) return null;

  const amountError = extraValid ? undefined : t`Enter an amount such as 50.00.`;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl" color="brand.700">
        <Trans>Payoff planner</Trans>
      </Heading>
      <Text>
        <Trans>See what paying more would save. This is an estimate from your balance, rate and payment; nothing is paid or sent.</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" maxW="3xl">
        <FormField label={t`Extra payment`} required>
          <SelectInput
            {...register('kind')}
            options={[
              { value: 'monthly', label: t`Every month` },
              { value: 'once', label: t`Once, with the next payment` },
            ]}
          />
        </FormField>
        <FormField label={t`Extra amount`} required error={amountError}>
          <InputGroup startElement={currencySymbol(locale)} maxW="xs">
            <Input {...register('extra')} inputMode="decimal" autoComplete="off" maxLength={EXTRA_INPUT_MAX_LENGTH} />
          </InputGroup>
        </FormField>
      </SimpleGrid>
      {/* Announced as the figures change with what is typed. */}
      <Box aria-live="polite">{plan ? <PlanFigures plan={plan} /> : extraValid ? <Text><Trans>Your payment does not cover the interest, so no payoff date can be estimated.</Trans></Text> : null}</Box>
      {plan ? <BalanceChart plan={plan} nextDueDate={nextDueDate} /> : null}
    </Stack>
  );
}

function PlanFigures({ plan }: { plan: PayoffPlan }) {
  const saved = plan.paymentsSaved;
  return (
    <DetailList>
      <DetailRow term={<Trans>New payoff date</Trans>}>
        <Text as="span" fontWeight="bold">
          <DateText date={plan.extraPayoffDate} options={{ month: 'long', year: 'numeric' }} />
        </Text>
      </DetailRow>
      <DetailRow term={<Trans>Payoff date without the extra</Trans>}>
        <DateText date={plan.basePayoffDate} options={{ month: 'long', year: 'numeric' }} />
      </DetailRow>
      <DetailRow term={<Trans>Payments saved</Trans>}>{saved}</DetailRow>
      <DetailRow term={<Trans>Interest saved</Trans>}>
        <Text as="span" fontWeight="bold">
          <Money amount={centsToAmount(plan.interestSavedCents)} />
        </Text>
      </DetailRow>
    </DetailList>
  );
}

const CHART = { width: 640, height: 220, pad: 8 } as const;

/** The balance after each payment as an SVG line pair, with the same figures by year in a table beside it. */
function BalanceChart({ plan, nextDueDate }: { plan: PayoffPlan; nextDueDate: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const months = Math.max(1, plan.baseBalances.length - 1);
  const top = Math.max(1, plan.baseBalances[0] ?? 1);
  const points = (balances: number[]) =>
    balances
      .map((balance, month) => {
        const x = CHART.pad + (month / months) * (CHART.width - 2 * CHART.pad);
        const y = CHART.pad + (1 - balance / top) * (CHART.height - 2 * CHART.pad);
        return `${x.toFixed(1)},${y.toFixed(1)}`;
      })
      .join(' ');
  // One row a year (every twelfth payment) and the last, so the table stays short.
  const rows: Array<{ month: number; base: number; extra: number }> = [];
  for (let month = 12; month < months + 12; month += 12) {
    const at = Math.min(month, months);
    rows.push({ month: at, base: plan.baseBalances[at] ?? 0, extra: plan.extraBalances[at] ?? 0 });
    if (at === months) break;
  }
  // Payment n falls n − 1 months after the next due date.
  const dueAfter = (month: number) => addMonths(nextDueDate, month - 1);
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <Stack gap="2">
        <chakra.svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} width="100%" height="auto" role="img" aria-labelledby={titleId} borderWidth="1px" borderRadius="md">
          <title id={titleId}>{t`Balance over time, with and without the extra payment`}</title>
          <polyline points={points(plan.baseBalances)} fill="none" stroke="#4a5568" strokeWidth="3" strokeDasharray="8 6" />
          <polyline points={points(plan.extraBalances)} fill="none" stroke="#1f5fa8" strokeWidth="3" />
        </chakra.svg>
        <Text fontSize="sm">
          <Trans>Dashed line: without the extra. Solid line: with it.</Trans>
        </Text>
      </Stack>
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
          <Trans>Balance by year</Trans>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">
              <Trans>After the payment of</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>Without the extra</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              <Trans>With the extra</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.month}>
              <Table.Cell>
                <DateText date={dueAfter(row.month)} options={{ month: 'short', year: 'numeric' }} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Money amount={centsToAmount(row.base)} />
              </Table.Cell>
              <Table.Cell textAlign="end">
                <Money amount={centsToAmount(row.extra)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </SimpleGrid>
  );
}
