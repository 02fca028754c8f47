import { use } from 'react';
import { Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { FormAlert } from 'shared-ui';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadLicensesCatalog } from '@/features/licenses/i18n';
import { useLicenseInventory } from '@/features/licenses/api/get-license-inventory';
import { PackageBrowser } from '@/features/licenses/PackageBrowser';

/**
 * /licenses (spec 2.2): the open-source packages the site ships and their licenses, from the inventory the
 * build generates (scripts/build-licenses.ts). Only this page downloads it, after its own chunk.
 */
export default function LicensesPage({ routeId, locale }: RemotePageProps) {
  use(loadLicensesCatalog(locale));
  const { t } = useLingui();
  const inventory = useLicenseInventory();

  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        {inventory.isSuccess ? (
          <PackageBrowser packages={inventory.data.packages} />
        ) : inventory.isError ? (
          <Box maxW="3xl">
            <FormAlert title={t`The list of open-source packages could not be loaded.`}>
              <Text mb="3">{t`Please check your connection and try again.`}</Text>
              <Button size="sm" colorPalette="brand" onClick={() => void inventory.refetch()} loading={inventory.isFetching}>
                {t`Try again`}
              </Button>
            </FormAlert>
          </Box>
        ) : (
          <HStack role="status" gap="3" color="gray.700">
            <Spinner size="sm" color="brand.700" />
            <Text>{t`Loading the list of open-source packages…`}</Text>
          </HStack>
        )}
      </PageBody>
    </>
  );
}
