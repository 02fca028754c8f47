import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { MessageCircle } from 'lucide-react';
import { WINDOW_EVENTS } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { chatStatusAtom } from '@/features/chat/chat-atoms';

// Build-time styles (docs/decisions/060): Chakra's outline button recipe, white on the footer's blue.
const chatButton = cx(
  button({ variant: 'outline', size: 'sm' }),
  css({ alignSelf: 'flex-start', color: 'white', borderColor: 'white', focusRingColor: 'white', _hover: { bg: 'brand.600' } }),
);

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
    <button
      type="button"
      className={chatButton}
      onClick={() => window.dispatchEvent(new Event(WINDOW_EVENTS.openChat))}
    >
      <MessageCircle aria-hidden />
      {t`Chat with us`}
    </button>
  );
}
