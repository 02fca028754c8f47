import { use } from 'react';
import { Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from 'shared-ui';
import { HistoryFilters } from '@/features/history/components/HistoryFilters';
import { HistoryResults } from '@/features/history/components/HistoryResults';
import { useHistorySearch } from '@/features/history/hooks/useHistorySearch';
import { loadHistoryCatalog } from '@/features/history/i18n';

/**
 * View history (spec 2.4, `/account/history`): every payment and charge of the loan, 10 a page (spec 9),
 * filtered by type and dates, with the filtered list as CSV. The page and filter live in the URL.
 */
export default function HistoryPage({ locale }: RemotePageProps) {
  use(loadHistoryCatalog(locale));
  const { page, filter, showPage, applyFilter } = useHistorySearch();
  return (
    <>
      <PageHeader routeId="accountHistory" intro={<Trans>Every payment and charge on your loan, newest first.</Trans>} />
      <PageBody>
        <Stack gap="8">
          <HistoryFilters filter={filter} onApply={applyFilter} />
          <HistoryResults page={page} filter={filter} locale={locale} onPageChange={showPage} onClearFilter={() => applyFilter({})} />
        </Stack>
      </PageBody>
    </>
  );
}
