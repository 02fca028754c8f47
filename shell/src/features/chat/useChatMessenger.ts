import { useEffect } from 'react';
import { useStore } from 'jotai';
import { WINDOW_EVENTS } from 'shared-contracts/core';
import { useEnv } from '@/app/env-config';
import { whenPageInteractive } from '@/lib/page-ready';
import { chatStatusAtom } from '@/features/chat/chat-atoms';
import { loadGenesysMessenger, openGenesysMessenger } from '@/features/chat/genesys';

/**
 * Spec 1: the live-chat messenger, when /env.json has a `genesysDeploymentId`. Its script (`chatScriptUrl`)
 * loads once the page is interactive, or at once if the open-chat event comes first; the window event
 * WINDOW_EVENTS.openChat opens it. A script that fails leaves the status `failed`, which hides every chat
 * entry point. Without a deployment id nothing is loaded and the event does nothing; while `allowed` is false (a
 * tokenised route, docs/decisions/053) nothing is loaded yet and the chat's entry points are hidden.
 */
export function useChatMessenger(allowed: boolean): void {
  const { genesysDeploymentId: deploymentId, chatScriptUrl: scriptUrl } = useEnv();
  const store = useStore();

  useEffect(() => {
    if (!deploymentId || !allowed) {
      store.set(chatStatusAtom, 'off');
      return undefined;
    }
    let current = true;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      store.set(chatStatusAtom, 'loading');
      loadGenesysMessenger({ deploymentId, scriptUrl })
        .then(() => {
          if (current) store.set(chatStatusAtom, 'ready');
        })
        .catch((error: unknown) => {
          console.warn('[chat] the messenger is unavailable', error);
          if (current) store.set(chatStatusAtom, 'failed');
        });
    };
    const cancel = whenPageInteractive(start);
    const onOpenChat = () => {
      start();
      if (store.get(chatStatusAtom) !== 'failed') openGenesysMessenger();
    };
    window.addEventListener(WINDOW_EVENTS.openChat, onOpenChat);
    return () => {
      current = false;
      cancel();
      window.removeEventListener(WINDOW_EVENTS.openChat, onOpenChat);
    };
  }, [deploymentId, scriptUrl, store, allowed]);
}
