import { useLingui } from '@lingui/react/macro';
import { ProblemAlert } from 'shared-ui';

/**
 * A failed recovery or lookup call (spec 8.3, 8.4): every case reads "something went wrong"; the shared
 * problem alert adds what to do (wait after too many attempts, check the connection, or call us). `codeStep`: the
 * lookup's code steps, where a day-long 429 is the step closed after ten wrong codes (docs/decisions/050).
 */
export function FailureAlert({ problem, codeStep = false }: { problem: Error | null; codeStep?: boolean }) {
  const { t } = useLingui();
  const title = t`Something went wrong. Please try again.`;
  return <ProblemAlert problem={problem} messages={{ failed: { title }, offline: { title }, rateLimited: { title } }} codeStep={codeStep} />;
}
