import { use, useState } from 'react';
import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, addMonthsTo, daysInMonth, isoDate, paginationRange, parseIsoDate, todayIso, type WidgetModule } from 'shared-contracts';
import { Calendar } from '@/components/calendar/Calendar';
import { fullDate, longDate, monthTitle } from '@/components/calendar/calendar-format';
import { Pager } from '@/components/pagination/Pager';
import { loadCatalog } from '@/i18n';

/** About eight years of monthly statements: long enough for the pager to hide pages behind ellipses. */
const STATEMENT_COUNT = 95;

/** mfe-account's part of the style guide (/design): the components the account area lists and picks dates with. */
const DesignSamples: WidgetModule['default'] = ({ locale }) => {
  use(loadCatalog(locale));
  return (
    <Stack gap="10">
      <PaginationSample locale={locale} />
      <CalendarSample locale={locale} />
    </Stack>
  );
};

export default DesignSamples;

/** A statements list, newest first, ten a page (spec 9). */
function PaginationSample({ locale }: { locale: string }) {
  const [page, setPage] = useState(1);
  const range = paginationRange({ totalItems: STATEMENT_COUNT, page });
  const { year, month } = parseIsoDate(todayIso());
  const rows = Array.from({ length: range.end - range.start }, (_, index) => {
    const period = addMonthsTo({ year, month }, -(range.start + index + 1));
    return { period, closing: isoDate(period.year, period.month, daysInMonth(period.year, period.month)) };
  });
  const first = range.start + 1;
  const last = range.end;
  const total = STATEMENT_COUNT;
  const { t } = useLingui();

  return (
    <Stack as="section" aria-labelledby="design-pagination" gap="4" scrollMarginTop="24">
      <Heading as="h2" size="2xl" color="brand.700" id="design-pagination">
        <Trans>Pagination</Trans>
      </Heading>
      <Text>
        <Trans>
          Statements and history list 10 items a page. The first and last pages are always there, with two pages on each side of
          the current one.
        </Trans>
      </Text>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" whiteSpace="normal">
          <Table.Caption captionSide="top" textAlign="start" px="3" py="2" aria-live="polite">
            <Trans>
              Statements {first}–{last} of {total}
            </Trans>
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">
                <Trans>Statement period</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Trans>Closing date</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.closing}>
                <Table.Cell>{monthTitle(row.period, locale)}</Table.Cell>
                <Table.Cell>{longDate(row.closing, locale)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pager totalItems={STATEMENT_COUNT} page={range.page} onPageChange={setPage} label={t`Statement pages`} />
    </Stack>
  );
}

/** The due-date picker of the account area: tomorrow to sixty days ahead can be chosen. */
function CalendarSample({ locale }: { locale: string }) {
  const [dueDate, setDueDate] = useState<string | null>(null);
  const today = todayIso();
  const earliest = addDays(today, 1);
  const latest = addDays(today, 60);
  const latestText = fullDate(latest, locale);
  const chosen = dueDate ? fullDate(dueDate, locale) : null;

  return (
    <Stack as="section" aria-labelledby="design-calendar" gap="4" scrollMarginTop="24">
      <Heading as="h2" size="2xl" color="brand.700" id="design-calendar">
        <Trans>Calendar</Trans>
      </Heading>
      <Text>
        <Trans>
          One month at a time, weeks starting on Sunday. Use the arrow keys to move between days, Page Up and Page Down to change
          the month, and Enter or Space to choose. Here any day from tomorrow to {latestText} can be chosen.
        </Trans>
      </Text>
      <Calendar label={<Trans>Choose a due date</Trans>} value={dueDate} onChange={setDueDate} locale={locale} min={earliest} max={latest} today={today} />
      <Text aria-live="polite">{chosen ? <Trans>New due date: {chosen}</Trans> : <Trans>No due date chosen yet.</Trans>}</Text>
    </Stack>
  );
}
