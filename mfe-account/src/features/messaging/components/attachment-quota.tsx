import { Trans } from '@lingui/react/macro';
import { API_ERROR_CODES } from 'shared-contracts';
import { isApiError } from 'shared-contracts/api-client';
import type { ProblemCase, ProblemText } from 'shared-ui';

/**
 * The words of a 429 ATTACHMENT_QUOTA (docs/decisions/051): the loan's messages hold 50 MB of files already.
 * Waiting does not help, so no wait is said; the message typed stays in the form (ProblemAlert says so).
 */
export function attachmentQuotaMessages(problem: Error | null): Partial<Record<ProblemCase, ProblemText>> {
  if (!isApiError(problem, API_ERROR_CODES.attachmentQuota)) return {};
  return {
    rateLimited: {
      title: <Trans>There is no room for these files</Trans>,
      body: <Trans>The files of your messages can take up 50 MB in all, and this one would pass it. Send it without the files, or with smaller ones.</Trans>,
    },
  };
}
