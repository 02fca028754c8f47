import { useId } from 'react';
import { Box, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { payoffPdfPath, payoffQuerySchema, type DateWindow, type Locale } from 'shared-contracts';
import { DateText, Money } from 'shared-ui';
import { sendsNothing, useApiForm } from 'shared-ui/forms';
import { Calendar } from '@/components/calendar/Calendar';
import { DetailList } from '@/components/detail-list/DetailList';
import { DetailRow } from '@/components/detail-list/DetailRow';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { usePayoffQuote } from '@/features/overview/api/get-payoff-quote';

export interface PayoffQuotePanelProps {
  locale: Locale;
  /** The good-through dates the server accepts (shared-contracts `payoffDateWindow`). */
  dateWindow: DateWindow;
}

/**
 * A payoff quote for a day the customer picks, from today up to 30 days ahead: the amount that pays the loan off
 * if it reaches us by then, the interest each later day adds, and the payoff letter as a PDF in their language.
 */
export function PayoffQuotePanel({ locale, dateWindow }: PayoffQuotePanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  // The one form recipe, though nothing is submitted (docs/decisions/014, 067): the day chosen is the quote's
  // query, read with `watch`, checked by the query's own shared schema.
  const { form } = useApiForm({ schema: payoffQuerySchema, defaultValues: { goodThrough: dateWindow.earliest }, mutation: sendsNothing() });
  const goodThrough = form.watch('goodThrough');
  const quote = usePayoffQuote(goodThrough);

  let result;
  if (quote.isPending)
    result = (
      <Loading>
        <Trans>Getting your payoff quote…</Trans>
      </Loading>
    );
  else if (quote.isError) result = <LoadFailure title={<Trans>We could not get your payoff quote.</Trans>} onRetry={() => void quote.refetch()} />;
  else {
    const { amount, perDiem } = quote.data;
    const perDiemText = <Money amount={perDiem} />;
    result = (
      <Stack gap="4">
        <DetailList>
          <DetailRow term={<Trans>Good through</Trans>}>
            <DateText date={quote.data.goodThrough} options={{ dateStyle: 'full' }} />
          </DetailRow>
          <DetailRow term={<Trans>Payoff amount</Trans>}>
            <Text as="span" fontWeight="bold" fontSize="lg">
              <Money amount={amount} />
            </Text>
          </DetailRow>
          <DetailRow term={<Trans>Interest per day</Trans>}>
            <Money amount={perDiem} />
          </DetailRow>
        </DetailList>
        <Text>
          <Trans>If your payoff reaches us after this date, add {perDiemText} for each day after it.</Trans>
        </Text>
        {/* The server answers the letter inline: a new tab keeps this page, and the browser offers to save it. */}
        <Link
          href={payoffPdfPath(quote.data.goodThrough, locale)}
          target="_blank"
          rel="noopener"
          color="brand.700"
          fontWeight="semibold"
          alignSelf="start"
        >
          <Trans>Download the payoff letter (PDF)</Trans>
          <VisuallyHidden> {t`(opens in a new tab)`}</VisuallyHidden>
        </Link>
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as="h2" id={headingId} size="xl" color="brand.700">
        <Trans>Payoff quote</Trans>
      </Heading>
      <Text>
        <Trans>
          Choose the day you plan to pay off your loan, from <DateText date={dateWindow.earliest} /> to <DateText date={dateWindow.latest} />.
        </Trans>
      </Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '6', md: '10' }} align="start">
        <Controller
          control={form.control}
          name="goodThrough"
          render={({ field }) => (
            <Calendar
              value={field.value}
              onChange={field.onChange}
              label={t`Good-through date`}
              locale={locale}
              min={dateWindow.earliest}
              max={dateWindow.latest}
              today={dateWindow.earliest}
              headingLevel="h3"
            />
          )}
        />
        {/* Said when it changes: a new day chosen in the calendar brings a new amount without moving the focus. */}
        <Box flex="1" minW="0" w="full" aria-live="polite">
          {result}
        </Box>
      </Stack>
    </Stack>
  );
}
