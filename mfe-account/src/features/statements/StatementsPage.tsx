import { use } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from 'shared-ui';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { Loading } from '@/components/load-state/Loading';
import { useStatements } from '@/features/statements/api/get-statements';
import { PaperlessNote } from '@/features/statements/components/PaperlessNote';
import { StatementsTable } from '@/features/statements/components/StatementsTable';
import { loadStatementsCatalog } from '@/features/statements/i18n';

/** View statements (spec 2.4, `/account/statements`): each monthly statement's figures and its PDF. */
export default function StatementsPage({ locale }: RemotePageProps) {
  use(loadStatementsCatalog(locale));
  const statements = useStatements();

  let body;
  // A list already shown stays when a refetch in the background fails; the failure shows when there is none.
  if (statements.data?.length) body = <StatementsTable statements={statements.data} locale={locale} />;
  else if (statements.data)
    body = (
      <Text>
        <Trans>You have no statements yet. Your first one appears here at the end of your first billing month.</Trans>
      </Text>
    );
  else if (statements.isError) body = <LoadFailure title={<Trans>We could not load your statements.</Trans>} onRetry={() => void statements.refetch()} />;
  else
    body = (
      <Loading>
        <Trans>Loading your statements…</Trans>
      </Loading>
    );

  return (
    <>
      <PageHeader routeId="accountStatements" intro={<Trans>Your monthly statements, ready to view or download.</Trans>} />
      <PageBody>
        <Stack gap="8">
          <PaperlessNote locale={locale} />
          {body}
        </Stack>
      </PageBody>
    </>
  );
}
