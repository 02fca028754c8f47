import { useState } from 'react';
import { Grid } from '@chakra-ui/react';
import { ANALYTICS_EVENTS, type Locale, type RouteId, type ShellServices } from 'shared-contracts';
import { EnrollCodeStep } from '@/features/account-access/enroll/EnrollCodeStep';
import type { CodeChallenge, ResumedEnrolment } from '@/features/account-access/enroll/enroll-flow';
import type { EnrollFormValues } from '@/features/account-access/enroll/enroll-form';
import { EnrollForm } from '@/features/account-access/enroll/EnrollForm';
import { EnrollSuccess } from '@/features/account-access/enroll/EnrollSuccess';
import { WhatYouNeed } from '@/features/account-access/enroll/WhatYouNeed';

/**
 * The enrolment's steps (docs/decisions/032): the form, then the code sent to the loan's address or phone on
 * file, then the result. What was typed is kept in memory while the code step runs, for the form to come back
 * with it (the code step expired, the username was taken meanwhile); the result keeps nothing.
 */
type EnrollStep =
  | { step: 'form'; resumed?: ResumedEnrolment }
  | { step: 'code'; challenge: CodeChallenge; values: EnrollFormValues }
  | { step: 'enrolled' };

/** The body of /enroll and /create-account: the page's region that draws with Chakra (EnrollPage). */
export function EnrollFlow({ routeId, locale, shell }: { routeId: RouteId; locale: Locale; shell: ShellServices }) {
  const [state, setState] = useState<EnrollStep>({ step: 'form' });

  const onEnrolled = () => {
    // Spec 7: the "create account" event, once the user exists; nothing the visitor typed goes with it.
    shell.track(ANALYTICS_EVENTS.createAccount, { page: routeId });
    setState({ step: 'enrolled' });
  };

  switch (state.step) {
    case 'enrolled':
      return <EnrollSuccess />;
    case 'code': {
      const { challenge, values } = state;
      return <EnrollCodeStep challenge={challenge} onEnrolled={onEnrolled} onBack={(reason) => setState({ step: 'form', resumed: { values, reason } })} />;
    }
    default:
      return (
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
}
