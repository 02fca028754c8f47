import { Alert, Link } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { LOGIN_MESSAGES, type LoginMessageStatus } from '@/features/login/login-status';

export interface LoginStatusMessageProps {
  status: LoginMessageStatus;
  /** A rate-limited ERROR (HTTP 429): the wait before the next attempt. */
  retryAfterMinutes?: number;
  /** NOTVERIFIED: the click-here link resends the verification e-mail (spec 4.2). */
  onResend?: () => void;
  resending?: boolean;
}

const ALERT_STATUS = { red: 'error', orange: 'warning', green: 'success' } as const;

/** The message of a login result in its colour (spec 8.1), announced to screen readers as it appears. */
export function LoginStatusMessage({ status, retryAfterMinutes, onResend, resending = false }: LoginStatusMessageProps) {
  const { i18n } = useLingui();
  const { message, palette } = LOGIN_MESSAGES[status];
  const rateLimited = status === 'ERROR' && retryAfterMinutes !== undefined;
  return (
    <Alert.Root
      role="alert"
      status={ALERT_STATUS[palette]}
      colorPalette={palette}
      variant="subtle"
      data-status={status}
    >
      <Alert.Indicator aria-hidden />
      <Alert.Content>
        <Alert.Title>
          {rateLimited ? (
            <Plural
              value={retryAfterMinutes}
              one="Too many attempts. Please try again in # minute."
              other="Too many attempts. Please try again in # minutes."
            />
          ) : (
            i18n._(message)
          )}
        </Alert.Title>
        {status === 'NOTVERIFIED' ? (
          <Alert.Description>
            <Trans>
              <Link asChild color="orange.fg" fontWeight="semibold" textDecoration="underline">
                <button type="button" onClick={onResend} disabled={resending} aria-busy={resending}>
                  Click here
                </button>
              </Link>{' '}
              to send the verification email again.
            </Trans>
          </Alert.Description>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
