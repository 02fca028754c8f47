import { atom } from 'jotai';

/**
 * Where the live-chat messenger stands: `off` when /env.json has no deployment id, `loading` until its
 * script answers, then `ready` or `failed`. The chat entry points show only when it is `ready`.
 */
export type ChatStatus = 'off' | 'loading' | 'ready' | 'failed';
export const chatStatusAtom = atom<ChatStatus>('off');
