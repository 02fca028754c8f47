import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { deferredRegion } from '@/components/DeferredRegion';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadAccountAccessCatalog } from '@/features/account-access/i18n';

/**
 * The form and the signed-out panel draw with Chakra: the server draws them, the browser hydrates them once the
 * page's frame is interactive, and what is typed or sent before then is held by the early script (docs/decisions/059,
 * 060). The page's frame is drawn at build time.
 */
const ChangePasswordFlow = deferredRegion('change-password-flow', () =>
  import(/* webpackChunkName: "change-password-flow" */ '@/features/account-access/change/ChangePasswordFlow').then((module) => module.ChangePasswordFlow),
);

/** /change-password (spec 2.2: a public route): the form signed in, the way in signed out. */
export default function ChangePasswordPage({ routeId, locale }: RemotePageProps) {
  use(loadAccountAccessCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <ChangePasswordFlow locale={locale} />
      </PageBody>
    </>
  );
}
