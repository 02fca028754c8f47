import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { COMPANY } from 'shared-contracts';
import { ApiError } from 'shared-contracts/api-client';
import { FormAlert } from './FormAlert';

/** What went wrong, as the customer sees it. */
export type ProblemCase = 'rateLimited' | 'offline' | 'failed';

export interface ProblemText {
  title?: ReactNode;
  body?: ReactNode;
}

export interface ProblemAlertProps {
  /** `useApiForm`'s `problem`: nothing shows while it is null. */
  problem: Error | null;
  /** The form's own words for a case ("We could not send your message"); the shared words fill the rest. */
  messages?: Partial<Record<ProblemCase, ProblemText>>;
  /**
   * A form of a code step (sign-in, forgot account number, enrolment): a 429 that asks to wait an hour or more is
   * the step closed for this person after ten wrong codes in a day (docs/decisions/050), and is said as such.
   */
  codeStep?: boolean;
}

/** Ten wrong codes in a day close a code step for a day; the rate limits of a step ask for minutes at most. */
const CODES_PAUSED_MIN_SECONDS = 60 * 60;

/** Too many attempts (429), no answer at all (network), or anything else. */
export function problemCase(problem: Error): ProblemCase {
  if (problem instanceof ApiError) {
    if (problem.status === 429) return 'rateLimited';
    if (problem.kind === 'network') return 'offline';
  }
  return 'failed';
}

/** A Retry-After wait in whole hours from an hour on, minutes from one minute on, else seconds: "24 hours", "2 minutes", "45 segundos". */
function formatWait(i18n: I18n, seconds: number): string {
  const [value, unit] =
    seconds >= CODES_PAUSED_MIN_SECONDS ? [Math.ceil(seconds / 3600), 'hour'] : seconds >= 60 ? [Math.ceil(seconds / 60), 'minute'] : [Math.max(1, seconds), 'second'];
  return i18n.number(value, { style: 'unit', unit, unitDisplay: 'long' });
}

/**
 * The message about a whole form that no field explains, in the customer's language, above the submit button:
 * too many attempts (with the wait when the server said it), no connection, or something went wrong (with the
 * support phone, spec 2.12). It always adds that what they typed is still in the form, which `useApiForm`
 * guarantees. Announced at once (`role="alert"`).
 */
export function ProblemAlert({ problem, messages, codeStep = false }: ProblemAlertProps) {
  const { i18n } = useLingui();
  if (!problem) return null;
  const which = problemCase(problem);
  const seconds = which === 'rateLimited' ? (problem as ApiError).retryAfterSeconds : null;
  const codesPaused = codeStep && seconds !== null && seconds >= CODES_PAUSED_MIN_SECONDS;
  const own = codesPaused ? {} : (messages?.[which] ?? {});
  const phone = COMPANY.supportPhone.display;

  let title: ReactNode;
  let body: ReactNode;
  switch (which) {
    case 'rateLimited': {
      const wait = seconds === null ? null : formatWait(i18n, seconds);
      if (codesPaused && wait) {
        title = <Trans>Too many wrong codes</Trans>;
        body = (
          <Trans>
            For your safety, codes for this account are paused for {wait}. We sent a message to the contact details on file. If
            these attempts were not yours, call us at {phone}.
          </Trans>
        );
        break;
      }
      title = <Trans>Too many attempts</Trans>;
      body = wait ? <Trans>Please wait {wait}, then try again.</Trans> : <Trans>Please wait a few minutes, then try again.</Trans>;
      break;
    }
    case 'offline':
      title = <Trans>We could not reach our servers</Trans>;
      body = <Trans>Please check your internet connection, then try again.</Trans>;
      break;
    default:
      title = <Trans>Something went wrong</Trans>;
      body = (
        <Trans>
          Please try again in a moment, or call us at{' '}
          <Link href={`tel:${COMPANY.supportPhone.tel}`} color="inherit" textDecoration="underline">
            {phone}
          </Link>
          .
        </Trans>
      );
  }

  return (
    <FormAlert status={which === 'rateLimited' ? 'warning' : 'error'} title={own.title ?? title}>
      <Stack gap="1">
        <Text>{own.body ?? body}</Text>
        <Text>
          <Trans>Everything you typed is still in the form.</Trans>
        </Text>
      </Stack>
    </FormAlert>
  );
}
