import { Trans } from '@lingui/react/macro';
import { ProblemAlert } from 'shared-ui';

/** Why a new password (a change or a reset) was not saved: no answer, or a failure no field explains. */
export function PasswordNotChangedAlert({ problem }: { problem: Error | null }) {
  const notChanged = {
    title: <Trans>Something went wrong and your password was not changed.</Trans>,
    body: <Trans>Check your connection and try again.</Trans>,
  };
  return <ProblemAlert problem={problem} messages={{ offline: notChanged, failed: notChanged }} />;
}
