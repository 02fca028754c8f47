import { use, useState } from 'react';
import { Grid } from '@chakra-ui/react';
import { ANALYTICS_EVENTS, type RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { EnrollForm } from '@/features/account-access/enroll/EnrollForm';
import { EnrollSuccess } from '@/features/account-access/enroll/EnrollSuccess';
import { WhatYouNeed } from '@/features/account-access/enroll/WhatYouNeed';
import { loadAccountAccessCatalog } from '@/features/account-access/i18n';

/**
 * /enroll (the login form's "create an account" link) and /create-account (spec 2.2): online access for an
 * existing loan. The two routes share the form; their titles and intros differ (PageHeader).
 */
export default function EnrollPage({ routeId, locale, shell }: RemotePageProps) {
  use(loadAccountAccessCatalog(locale));
  const [enrolled, setEnrolled] = useState(false);

  const onEnrolled = () => {
    // Spec 7: the "create account" event; nothing the visitor typed goes with it.
    shell.track(ANALYTICS_EVENTS.createAccount, { page: routeId });
    setEnrolled(true);
  };

  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        {enrolled ? (
          <EnrollSuccess />
        ) : (
          <Grid templateColumns={{ base: '1fr', lg: '20rem minmax(0, 1fr)' }} gap={{ base: '8', lg: '12' }} alignItems="start">
            <WhatYouNeed />
            <EnrollForm onEnrolled={onEnrolled} />
          </Grid>
        )}
      </PageBody>
    </>
  );
}
