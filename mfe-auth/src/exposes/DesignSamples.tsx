import { Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { use } from 'react';
import type { WidgetModule } from 'shared-contracts';
import { LOGIN_MESSAGES } from '@/features/login/login-status';
import { LoginStatusMessage } from '@/features/login/LoginStatusMessage';
import { loadCatalog } from '@/i18n';

/** mfe-auth's part of the style guide (/design): the login result messages in their colours. */
const DesignSamples: WidgetModule['default'] = ({ locale }) => {
  use(loadCatalog(locale));
  return (
    <Stack as="section" aria-labelledby="design-login-messages" gap="3">
      <Heading as="h2" size="lg" id="design-login-messages">
        <Trans>Login messages</Trans>
      </Heading>
      {(Object.keys(LOGIN_MESSAGES) as Array<keyof typeof LOGIN_MESSAGES>).map((status) => (
        <LoginStatusMessage key={status} status={status} />
      ))}
    </Stack>
  );
};

export default DesignSamples;
