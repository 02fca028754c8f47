import { use, useState } from 'react';
import { Grid } from '@chakra-ui/react';
import { ANALYTICS_EVENTS, type RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { EnrollCodeStep } from '@/features/account-access/enroll/EnrollCodeStep';
import type { CodeChallenge, ResumedEnrolment } from '@/features/account-access/enroll/enroll-flow';
import type { EnrollFormValues } from '@/features/account-access/enroll/enroll-form';
import { EnrollForm } from '@/features/account-access/enroll/EnrollForm';
import { EnrollSuccess } from '@/features/account-access/enroll/EnrollSuccess';
import { WhatYouNeed } from '@/features/account-access/enroll/WhatYouNeed';
import { loadAccountAccessCatalog } from '@/features/account-access/i18n';

/**
 * The enrolment's steps (docs/decisions/032): the form, then the code sent to the loan's address or phone on
 * file, then the result. What was typed is kept in memory while the code step runs, for the form to come back
 * with it (the code step expired, the username was taken meanwhile); the result keeps nothing.
 */
type EnrollStep =
  | { step: 'form'; resumed?: ResumedEnrolment }
  | { step: 'code'; challenge: CodeChallenge; values: EnrollFormValues }
  | { step: 'enrolled' };

/**
 * /enroll (the login form's "create an account" link) and /create-account (spec 2.2): online access for an
 * existing loan. The two routes share the form; their titles and intros differ (PageHeader).
 */
export default function EnrollPage({ routeId, locale, shell }: RemotePageProps) {
  use(loadAccountAccessCatalog(locale));
  const [state, setState] = useState<EnrollStep>({ step: 'form' });

  const onEnrolled = () => {
    // Spec 7: the "create account" event, once the user exists; nothing the visitor typed goes with it.
    shell.track(ANALYTICS_EVENTS.createAccount, { page: routeId });
    setState({ step: 'enrolled' });
  };

  let body;
  switch (state.step) {
    case 'enrolled':
      body = <EnrollSuccess />;
      break;
    case 'code': {
      const { challenge, values } = state;
      body = <EnrollCodeStep challenge={challenge} onEnrolled={onEnrolled} onBack={(reason) => setState({ step: 'form', resumed: { values, reason } })} />;
      break;
    }
    default:
      body = (
        <Grid templateColumns={{ base: '1fr', lg: '20rem minmax(0, 1fr)' }} gap={{ base: '8', lg: '12' }} alignItems="start">
          <WhatYouNeed />
          <EnrollForm
            locale={locale}
            resumed={state.resumed}
            onCodeRequired={(challenge, values) => setState({ step: 'code', challenge, values })}
          />
        </Grid>
      );
  }

  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>{body}</PageBody>
    </>
  );
}
