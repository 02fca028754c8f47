import { Suspense, use, useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { css } from 'styled-system/css';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadLicensesCatalog } from '@/features/licenses/i18n';
import { useLicenseInventory } from '@/features/licenses/api/get-license-inventory';
import { preloadable } from 'shared-ui/chakra-free';

/*
 * The page's first paint (header and the loading line) is drawn at build time (docs/decisions/060). The browser
 * (a search box, a select, disclosures) and the error state are Chakra's: each is loaded with the inventory, lazily,
 * so Chakra comes with them, never before the page shows.
 * The browser's chunk is asked for as the page mounts, beside the inventory's request, not after it.
 */
const loadPackageBrowser = () => import('@/features/licenses/PackageBrowser');
const PackageBrowser = preloadable(() => loadPackageBrowser().then((module) => module.PackageBrowser), { island: true }).Component;
const LicensesLoadError = preloadable(() => import('@/features/licenses/LicensesLoadError').then((module) => module.LicensesLoadError), {
  island: true,
}).Component;

// The values of the Chakra HStack, Spinner (small) and Text that drew the loading line.
const loadingRow = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3', color: 'gray.700' });
const spinner = css({
  display: 'inline-block',
  borderColor: 'currentColor',
  borderStyle: 'solid',
  borderWidth: '2px',
  borderRadius: 'full',
  width: '4',
  height: '4',
  animation: 'spin',
  animationDuration: 'slowest',
  borderBottomColor: 'transparent',
  borderInlineStartColor: 'transparent',
  color: 'brand.700',
});

/**
 * /licenses (spec 2.2): the open-source packages the site ships and their licenses, from the inventory the
 * build generates (scripts/build-licenses.ts). Only this page downloads it, after its own chunk.
 */
export default function LicensesPage({ routeId, locale }: RemotePageProps) {
  use(loadLicensesCatalog(locale));
  const { t } = useLingui();
  const inventory = useLicenseInventory();
  useEffect(() => {
    void loadPackageBrowser();
  }, []);
  const loading = (
    <div role="status" className={loadingRow}>
      <span className={spinner} />
      <p>{t`Loading the list of open-source packages…`}</p>
    </div>
  );

  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        {inventory.isSuccess ? (
          <Suspense fallback={loading}>
            <PackageBrowser packages={inventory.data.packages} />
          </Suspense>
        ) : inventory.isError ? (
          <Suspense fallback={loading}>
            <LicensesLoadError onRetry={() => void inventory.refetch()} retrying={inventory.isFetching} />
          </Suspense>
        ) : (
          loading
        )}
      </PageBody>
    </>
  );
}
