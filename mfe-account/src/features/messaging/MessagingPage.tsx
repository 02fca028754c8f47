import { use, useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RemotePageProps } from 'shared-contracts';
import { PageBody, PageHeader } from 'shared-ui';
import { NewThreadForm } from '@/features/messaging/components/NewThreadForm';
import { ThreadList } from '@/features/messaging/components/ThreadList';
import { ThreadView } from '@/features/messaging/components/ThreadView';
import { useMessagingView } from '@/features/messaging/hooks/useMessagingView';
import { loadMessagingCatalog } from '@/features/messaging/i18n';

/**
 * The secure message center (spec 2.4, `/account/messaging`): the loan's threads newest first, one thread open
 * (`?thread=ID`) with its reply form, or a new message (`?new=1`). Opening a thread with an unread answer marks it
 * read, and the header's envelope dot (spec 2.8) goes off without a reload.
 */
export default function MessagingPage({ locale }: RemotePageProps) {
  use(loadMessagingCatalog(locale));
  const { view, showList, showThread, showNewMessage } = useMessagingView();
  const previous = useRef(view.kind);
  const backToList = view.kind === 'list' && previous.current !== 'list';
  useEffect(() => {
    previous.current = view.kind;
  }, [view.kind]);
  return (
    <>
      <PageHeader
        routeId="accountMessaging"
        intro={<Trans>Write to our customer care team about your loan, send documents safely, and read our answers. We e-mail you when there is a new answer here.</Trans>}
      />
      <PageBody>
        {view.kind === 'thread' ? (
          <ThreadView key={view.threadId} threadId={view.threadId} />
        ) : view.kind === 'new' ? (
          <NewThreadForm onSent={(threadId) => showThread(threadId, { replace: true })} onCancel={showList} />
        ) : (
          <ThreadList onNewMessage={showNewMessage} focusHeading={backToList} />
        )}
      </PageBody>
    </>
  );
}
