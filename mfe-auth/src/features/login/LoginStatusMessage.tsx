import { Alert } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { LOGIN_MESSAGES, type LoginStatus } from '@/features/login/login-status';

/** The message of a login result in its colour (spec 8.1). */
export function LoginStatusMessage({ status }: { status: Exclude<LoginStatus, 'OK'> }) {
  const { i18n } = useLingui();
  const { message, palette } = LOGIN_MESSAGES[status];
  const statusKind = palette === 'green' ? 'success' : palette === 'orange' ? 'warning' : 'error';
  return (
    <Alert.Root status={statusKind} colorPalette={palette} variant="subtle">
      <Alert.Indicator />
      <Alert.Title>{i18n._(message)}</Alert.Title>
    </Alert.Root>
  );
}
