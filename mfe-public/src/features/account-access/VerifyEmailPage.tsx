import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { deferredRegion } from '@/components/DeferredRegion';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadAccountAccessCatalog } from '@/features/account-access/i18n';

/**
 * The result draws with Chakra: the server draws it, the browser hydrates it once the page's frame is interactive
 * (docs/decisions/060). The page's frame is drawn at build time.
 */
const VerifyEmailFlow = deferredRegion('verify-email-flow', () =>
  import(/* webpackChunkName: "verify-email-flow" */ '@/features/account-access/verify/VerifyEmailFlow').then((module) => module.VerifyEmailFlow),
);

/** /verify-email-{token} (spec 2.3): the link of the enrolment or resend e-mail, verified once on load. */
export default function VerifyEmailPage({ routeId, locale, params }: RemotePageProps) {
  use(loadAccountAccessCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <VerifyEmailFlow token={params.token ?? ''} locale={locale} />
      </PageBody>
    </>
  );
}
