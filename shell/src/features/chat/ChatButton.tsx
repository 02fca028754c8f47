import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { MessageCircle } from 'lucide-react';
import { WINDOW_EVENTS } from 'shared-contracts';
import { chatStatusAtom } from '@/features/chat/chat-atoms';

/**
 * The site's chat entry point (spec 1), in the footer's customer-support block. Rendered only when the
 * messenger is configured and its script has loaded: an entry point that could not open anything is hidden,
 * not broken. It opens the messenger through the same window event any remote may fire.
 */
export function ChatButton() {
  const { t } = useLingui();
  const status = useAtomValue(chatStatusAtom);
  if (status !== 'ready') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      alignSelf="flex-start"
      color="white"
      borderColor="white"
      focusRingColor="white"
      _hover={{ bg: 'brand.600' }}
      onClick={() => window.dispatchEvent(new Event(WINDOW_EVENTS.openChat))}
    >
      <MessageCircle aria-hidden />
      {t`Chat with us`}
    </Button>
  );
}
