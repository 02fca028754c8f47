import { atom } from 'jotai';

/**
 * Which of mfe-auth's dialogs is open (spec 2.10–2.12). One at a time: the login form's links swap the login
 * dialog for a recovery dialog. Local to this remote: no other app reads it.
 */
export type AuthDialog =
  | { kind: 'login' }
  | { kind: 'forgot-credentials'; tab: 'username' | 'password' }
  | { kind: 'forgot-account' }
  | null;

export const authDialogAtom = atom<AuthDialog>(null);
