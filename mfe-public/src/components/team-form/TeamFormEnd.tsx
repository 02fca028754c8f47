import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY } from 'shared-contracts';
import { ProblemAlert } from 'shared-ui';

export interface TeamFormEndProps {
  problem: Error | null;
  submitting: boolean;
  /** "We could not send your message", said when nothing reached the team. */
  notSentTitle: ReactNode;
  /** "You have sent several messages in a short time" (429). */
  rateLimitedTitle: ReactNode;
  /** The submit button's words. */
  submitLabel: ReactNode;
}

/** The end of a message to a team (`useTeamForm`): why it was not sent, if so, and the submit button. */
export function TeamFormEnd({ problem, submitting, notSentTitle, rateLimitedTitle, submitLabel }: TeamFormEndProps) {
  const { t } = useLingui();
  const phone = COMPANY.supportPhone.display;
  const notSent = { title: notSentTitle, body: <Trans>Please check your connection and try again, or call us at {phone}.</Trans> };
  return (
    <>
      <ProblemAlert
        problem={problem}
        messages={{
          rateLimited: { title: rateLimitedTitle, body: <Trans>Please wait a few minutes, then send it again.</Trans> },
          offline: notSent,
          failed: notSent,
        }}
      />
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={submitting} loadingText={t`Sending…`} disabled={submitting}>
        {submitLabel}
      </Button>
    </>
  );
}
