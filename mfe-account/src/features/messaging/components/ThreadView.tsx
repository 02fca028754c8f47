import { useEffect, useRef } from 'react';
import { Box, HStack, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Paperclip } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPANY, attachmentPath, type SecureMessage } from 'shared-contracts';
import { ApiError } from 'shared-contracts/api-client';
import { Loading } from '@/components/load-state/Loading';
import { LoadFailure } from '@/components/load-state/LoadFailure';
import { useThread } from '@/features/messaging/api/get-thread';
import { MessageTime } from '@/features/messaging/components/MessageTime';
import { ReplyForm } from '@/features/messaging/components/ReplyForm';
import { useMarkReadOnOpen } from '@/features/messaging/hooks/useMarkReadOnOpen';
import { TOPIC_LABELS, fileSizeText } from '@/features/messaging/utils/labels';

function BackLink() {
  return (
    <Link asChild color="brand.700" fontWeight="semibold" alignSelf="start">
      <RouterLink to={{ search: '' }}>
        <ArrowLeft aria-hidden size="1em" />
        <Trans>All messages</Trans>
      </RouterLink>
    </Link>
  );
}

function MessageItem({ threadId, message }: { threadId: number; message: SecureMessage }) {
  const { t, i18n } = useLingui();
  const fromLender = message.author === 'lender';
  return (
    <Box as="article" borderWidth="1px" borderColor={fromLender ? 'brand.100' : 'gray.200'} bg={fromLender ? 'brand.50' : 'white'} rounded="md" p="4">
      <Stack gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Text fontWeight="semibold" translate={fromLender ? 'no' : undefined}>
            {fromLender ? COMPANY.name : <Trans>You</Trans>}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <MessageTime at={message.sentAt} />
          </Text>
        </HStack>
        {/* Plain text, shown as text: line breaks kept, nothing in it becomes markup or a link. */}
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          {message.body}
        </Text>
        {message.attachments.length > 0 ? (
          <List.Root aria-label={t`Attached files`} ps="0" listStyle="none" gap="1">
            {message.attachments.map((attachment) => (
              <List.Item key={attachment.id}>
                <Link href={attachmentPath(threadId, attachment.id)} download={attachment.name} color="brand.700" fontWeight="semibold" wordBreak="break-all">
                  <Paperclip aria-hidden size="1em" />
                  {attachment.name}
                </Link>{' '}
                <Text as="span" color="fg.muted" fontSize="sm">
                  ({fileSizeText(attachment.size, i18n.locale)})
                </Text>
              </List.Item>
            ))}
          </List.Root>
        ) : null}
      </Stack>
    </Box>
  );
}

/**
 * One thread, its messages oldest first, and the reply form. Opening it moves the focus to its heading and, when
 * an answer was unread, marks it read, which turns the header's envelope dot off at once.
 */
export function ThreadView({ threadId }: { threadId: number }) {
  const { t, i18n } = useLingui();
  const thread = useThread(threadId);
  const heading = useRef<HTMLHeadingElement | null>(null);
  const loaded = thread.data !== undefined;
  useMarkReadOnOpen(threadId, thread.data?.unread);
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [threadId, loaded]);

  if (thread.isPending) {
    return (
      <Stack gap="5">
        <BackLink />
        <Loading>
          <Trans>Loading the message…</Trans>
        </Loading>
      </Stack>
    );
  }
  if (thread.isError) {
    const missing = thread.error instanceof ApiError && thread.error.status === 404;
    return (
      <Stack gap="5">
        <BackLink />
        {missing ? (
          <Text>
            <Trans>This message could not be found. It may belong to another account.</Trans>
          </Text>
        ) : (
          <LoadFailure title={<Trans>We could not load this message.</Trans>} onRetry={() => void thread.refetch()} />
        )}
      </Stack>
    );
  }
  const topic = i18n._(TOPIC_LABELS[thread.data.topic]);
  return (
    <Stack as="section" aria-labelledby={`thread-${threadId}-heading`} gap="6">
      <BackLink />
      <Stack gap="1">
        <Heading as="h2" id={`thread-${threadId}-heading`} ref={heading} tabIndex={-1} size="xl" color="brand.800" outline="none" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.700' }}>
          {thread.data.subject}
        </Heading>
        <Text color="fg.muted">
          <Trans>
            Topic: {topic} · Started <MessageTime at={thread.data.createdAt} />
          </Trans>
        </Text>
      </Stack>
      <List.Root ps="0" listStyle="none" gap="4" aria-label={t`Messages, oldest first`}>
        {thread.data.messages.map((message) => (
          <List.Item key={message.id}>
            <MessageItem threadId={threadId} message={message} />
          </List.Item>
        ))}
      </List.Root>
      <ReplyForm threadId={threadId} />
    </Stack>
  );
}
