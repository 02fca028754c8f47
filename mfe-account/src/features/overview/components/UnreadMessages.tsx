import { useId } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import type { Locale } from 'shared-contracts';
import { useUnreadMessageCount } from '@/api/get-message-summaries';
import { RouteLink } from '@/components/route-link/RouteLink';

/** How many secure messages are unread (spec 3: a summary with custRead false), and the way to the message center. */
export function UnreadMessages({ locale }: { locale: Locale }) {
  const headingId = useId();
  const unread = useUnreadMessageCount();
  const count = unread.data;
  let body;
  // No count yet, or the shell stopped polling after failures: the way to the messages still works.
  if (count === undefined) body = <Text><Trans>Read your messages and write to us in the message center.</Trans></Text>;
  else {
    body = (
      <Text>
        {count === 0 ? (
          <Trans>You have no unread messages.</Trans>
        ) : (
          <Plural value={count} one="You have # unread message." other="You have # unread messages." />
        )}
      </Text>
    );
  }
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} size="xl" color="brand.700">
        <Trans>Secure messages</Trans>
      </Heading>
      {body}
      <RouteLink routeId="accountMessaging" locale={locale} alignSelf="start">
        <Trans>Go to the message center</Trans>
      </RouteLink>
    </Stack>
  );
}
