import { useLingui } from '@lingui/react';
import { formatMessageTime } from '@/features/messaging/utils/time';

/** When a message was sent, in a `<time>` that machines read too. */
export function MessageTime({ at }: { at: string }) {
  const { i18n } = useLingui();
  return <time dateTime={at}>{formatMessageTime(at, i18n.locale)}</time>;
}
