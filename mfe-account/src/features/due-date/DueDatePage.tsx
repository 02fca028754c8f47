import { use } from 'react';
import { Box } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { localizePath, pathOf, type RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from 'shared-ui';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { useDueDateOptions } from '@/features/due-date/api/get-due-date-options';
import { DueDateForm } from '@/features/due-date/components/DueDateForm';
import { IneligibleNotice } from '@/features/due-date/components/IneligibleNotice';
import { useDueDateDraft } from '@/features/due-date/hooks/useDueDateDraft';
import { useFocusHeadingOnMount } from '@/features/due-date/hooks/useFocusHeadingOnMount';
import { loadDueDateCatalog } from '@/features/due-date/i18n';

/**
 * `/account/due-date` (spec 2.4, 4.7): the entry form. The server's options say whether the loan may change its
 * date and to which dates; Continue keeps the choice in the draft (spec 3) and opens the confirmation page. An
 * ineligible loan is told why, with the message center for help.
 */
export default function DueDatePage({ locale }: RemotePageProps) {
  use(loadDueDateCatalog(locale));
  const options = useDueDateOptions();
  const { draft, ready, save } = useDueDateDraft();
  const navigate = useNavigate();
  const top = useFocusHeadingOnMount<HTMLDivElement>('h1', ready && !options.isPending);

  let body;
  if (options.isPending || !ready)
    body = (
      <Loading>
        <Trans>Loading your due date…</Trans>
      </Loading>
    );
  else if (options.isError) body = <LoadFailure title={<Trans>We could not load your due date.</Trans>} onRetry={() => void options.refetch()} />;
  else {
    const { currentDueDate } = options.data;
    body =
      options.data.eligible && currentDueDate !== null && options.data.allowedDates.length > 0 ? (
        <DueDateForm
          options={{ ...options.data, currentDueDate }}
          locale={locale}
          draft={draft}
          onContinue={(next) => {
            save(next);
            void navigate(localizePath(pathOf('accountDueDateConfirmation'), locale));
          }}
        />
      ) : (
        <IneligibleNotice options={options.data} locale={locale} />
      );
  }

  return (
    <Box ref={top}>
      <PageHeader
        routeId="accountDueDate"
        intro={<Trans>Move the day your monthly payment is due, to a day that suits your budget better. You confirm the change on the next page.</Trans>}
      />
      <PageBody>{body}</PageBody>
    </Box>
  );
}
