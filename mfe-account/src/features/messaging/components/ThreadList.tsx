import { useEffect, useId, useRef } from 'react';
import { Badge, Box, Button, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { Loading } from '@/components/load-state/Loading';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { useThreads } from '@/features/messaging/api/get-threads';
import { MessageTime } from '@/features/messaging/components/MessageTime';
import { TOPIC_LABELS } from '@/features/messaging/utils/labels';

/**
 * The loan's threads, the latest message first (the server's order): subject, topic, when the last message came,
 * and "New" on a thread with an answer not yet read, in words and not only in colour.
 */
export function ThreadList({ onNewMessage, focusHeading = false }: { onNewMessage: () => void; focusHeading?: boolean }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const threads = useThreads();
  // Back from a thread or the new-message form: the keyboard continues at the top of the list.
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  let content;
  if (threads.isPending) content = <Loading><Trans>Loading your messages…</Trans></Loading>;
  else if (threads.isError) content = <LoadFailure title={<Trans>We could not load your messages.</Trans>} onRetry={() => void threads.refetch()} />;
  else if (threads.data.length === 0) content = <Text><Trans>You have no messages yet. Write to us with any question about your loan.</Trans></Text>;
  else
    content = (
      <List.Root ps="0" listStyle="none" borderTopWidth="1px" borderColor="gray.200" aria-label={t`Your messages, newest first`}>
        {threads.data.map((thread) => {
          const topic = i18n._(TOPIC_LABELS[thread.topic]);
          return (
            <List.Item key={thread.id} borderBottomWidth="1px" borderColor="gray.200" py="4" px="2" bg={thread.unread ? 'brand.50' : undefined}>
              <Stack gap="1">
                <HStack gap="3" flexWrap="wrap">
                  <Link asChild color="brand.700" fontWeight={thread.unread ? 'bold' : 'semibold'} fontSize="lg">
                    <RouterLink to={{ search: `?thread=${thread.id}` }}>{thread.subject}</RouterLink>
                  </Link>
                  {thread.unread ? (
                    <Badge colorPalette="orange" variant="solid" bg="orange.700" color="white">
                      <Trans>New</Trans>
                    </Badge>
                  ) : null}
                </HStack>
                <Text color="fg.muted" fontSize="sm">
                  <Trans>
                    {topic} · Last message <MessageTime at={thread.lastMessageAt} />
                  </Trans>
                </Text>
              </Stack>
            </List.Item>
          );
        })}
      </List.Root>
    );

  return (
    <Stack as="section" aria-labelledby={headingId} gap="5">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h2" id={headingId} ref={heading} tabIndex={-1} size="xl" color="brand.800">
          <Trans>Your messages</Trans>
        </Heading>
        <Button colorPalette="brand" onClick={onNewMessage}>
          <Trans>New message</Trans>
        </Button>
      </HStack>
      <Box aria-busy={threads.isPending}>{content}</Box>
    </Stack>
  );
}
