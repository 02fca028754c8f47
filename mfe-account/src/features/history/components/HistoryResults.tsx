import { useEffect, useId, useRef } from 'react';
import { Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { historyCsvPath, type HistoryFilter } from 'shared-contracts';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { Pager } from '@/components/pagination/Pager';
import { useHistoryPage } from '@/features/history/api/get-history';
import { HistoryTable } from '@/features/history/components/HistoryTable';
import { isFiltered } from '@/features/history/utils/history-search';

export interface HistoryResultsProps {
  page: number;
  filter: HistoryFilter;
  /** The page's language: the CSV's header and lines are worded in it (docs/decisions/056). */
  locale: string;
  onPageChange: (page: number) => void;
  onClearFilter: () => void;
}

/**
 * One page of the history with its count, the CSV of everything the filter matches, and the pager (spec 9:
 * 10 per page, 2 siblings). After the pager, the focus goes to the table's caption once the new rows are in,
 * so a screen reader says which page this is and reading continues with its first row.
 */
export function HistoryResults({ page, filter, locale, onPageChange, onClearFilter }: HistoryResultsProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const caption = useRef<HTMLTableCaptionElement>(null);
  const history = useHistoryPage({ page, filter });
  // Where the focus goes when the rows asked for arrive: never on the first load, which keeps the page's order.
  const focusTarget = useRef<'caption' | 'heading' | null>(null);
  const filtered = isFiltered(filter);

  useEffect(() => {
    if (!focusTarget.current || !history.data || history.isPlaceholderData) return;
    const target = focusTarget.current === 'caption' ? caption.current : heading.current;
    focusTarget.current = null;
    (target ?? heading.current)?.focus();
  });

  const changePage = (next: number) => {
    focusTarget.current = 'caption';
    onPageChange(next);
  };
  // The Clear button goes away with the empty result: the focus goes to the top of the results instead.
  const clear = () => {
    focusTarget.current = 'heading';
    onClearFilter();
  };

  let body;
  // Rows already shown stay when a refetch in the background fails; the failure shows when there are none.
  if (history.data) {
    const { items, total, pageCount } = history.data;
    const shownPage = history.data.page;
    body = (
      <>
        <Text role="status" aria-live="polite" aria-atomic fontWeight={total === 0 ? 'semibold' : undefined}>
          {/* The rows shown meanwhile are the previous filter's: their count would be said as the new one's. */}
          {history.isPlaceholderData ? (
            <Trans>Loading your transactions…</Trans>
          ) : filtered ? (
            <Plural value={total} _0="No transactions match these filters." one="# transaction matches these filters." other="# transactions match these filters." />
          ) : (
            <Plural value={total} _0="You have no transactions yet." one="# transaction" other="# transactions" />
          )}
        </Text>
        {total === 0 ? (
          filtered ? (
            <Button type="button" variant="outline" borderColor="brand.700" alignSelf="start" onClick={clear}>
              <Trans>Clear filters and show all transactions</Trans>
            </Button>
          ) : null
        ) : (
          <>
            <HistoryTable locale={locale} items={items} page={shownPage} pageCount={pageCount} busy={history.isPlaceholderData} captionRef={caption} />
            {pageCount > 1 ? <Pager totalItems={total} page={page} onPageChange={changePage} /> : null}
          </>
        )}
      </>
    );
  } else if (history.isError) body = <LoadFailure title={<Trans>We could not load your transactions.</Trans>} onRetry={() => void history.refetch()} />;
  else
    body = (
      <Loading>
        <Trans>Loading your transactions…</Trans>
      </Loading>
    );

  const csvReady = history.data !== undefined && history.data.total > 0;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Flex gap="4" justify="space-between" align="baseline" wrap="wrap">
        <Heading as="h2" id={headingId} ref={heading} tabIndex={-1} size="xl" color="brand.700">
          <Trans>Transactions</Trans>
        </Heading>
        {csvReady ? (
          <Link href={historyCsvPath(filter, locale)} download color="brand.700" fontWeight="semibold">
            <Download aria-hidden size="1em" />
            {filtered ? <Trans>Download these transactions (CSV)</Trans> : <Trans>Download all transactions (CSV)</Trans>}
          </Link>
        ) : null}
      </Flex>
      {body}
    </Stack>
  );
}
