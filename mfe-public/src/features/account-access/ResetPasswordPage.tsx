import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { deferredRegion } from '@/components/DeferredRegion';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadAccountAccessCatalog } from '@/features/account-access/i18n';

/**
 * The form and its results draw with Chakra: the server draws them, the browser hydrates them once the page's frame
 * is interactive, and what is typed or sent before then is held by the early script (docs/decisions/059, 060). The
 * page's frame is drawn at build time.
 */
const ResetPasswordFlow = deferredRegion('reset-password-flow', () =>
  import(/* webpackChunkName: "reset-password-flow" */ '@/features/account-access/reset/ResetPasswordFlow').then((module) => module.ResetPasswordFlow),
);

/** /reset-password-{token} (spec 2.3, signed-out only: the shell sends a signed-in visitor to /account). */
export default function ResetPasswordPage({ routeId, locale, params }: RemotePageProps) {
  use(loadAccountAccessCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <ResetPasswordFlow token={params.token ?? ''} locale={locale} />
      </PageBody>
    </>
  );
}
