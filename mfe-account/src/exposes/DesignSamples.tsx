import { use, useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { WidgetModule } from 'shared-contracts';
import { Pager } from '@/features/pagination/Pager';
import { loadCatalog } from '@/i18n';

/** mfe-account's part of the style guide (/design): the components the account area lists with. */
const DesignSamples: WidgetModule['default'] = ({ locale }) => {
  use(loadCatalog(locale));
  const [page, setPage] = useState(1);
  return (
    <Stack as="section" aria-labelledby="design-pagination" gap="3">
      <Heading as="h2" size="lg" id="design-pagination">
        <Trans>Pagination</Trans>
      </Heading>
      <Text>
        <Trans>Statements and history list 10 items a page. Showing page {page} of 120 items.</Trans>
      </Text>
      <Pager count={120} page={page} onPageChange={setPage} />
    </Stack>
  );
};

export default DesignSamples;
