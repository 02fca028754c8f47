import { use } from 'react';
import type { RemotePageProps } from 'shared-contracts';
import { deferredRegion } from '@/components/DeferredRegion';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadAccountAccessCatalog } from '@/features/account-access/i18n';

/**
 * The enrolment draws with Chakra's fields and needs react-hook-form and zod: the server draws it, the browser
 * hydrates it once the page's frame is interactive (it is in view, so at once), and what is typed or sent before
 * then is held by the early script (docs/decisions/059, 060). The page's frame is drawn at build time.
 */
const EnrollFlow = deferredRegion('enroll-flow', () =>
  import(/* webpackChunkName: "enroll-flow" */ '@/features/account-access/enroll/EnrollFlow').then((module) => module.EnrollFlow),
);

/**
 * /enroll (the login form's "create an account" link) and /create-account (spec 2.2): online access for an
 * existing loan. The two routes share the form; their titles and intros differ (PageHeader).
 */
export default function EnrollPage({ routeId, locale, shell }: RemotePageProps) {
  use(loadAccountAccessCatalog(locale));
  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        {/* Props stay the same object across renders, as the waiting region needs: `shell` is the shell's one constant. */}
        <EnrollFlow routeId={routeId} locale={locale} shell={shell} />
      </PageBody>
    </>
  );
}
