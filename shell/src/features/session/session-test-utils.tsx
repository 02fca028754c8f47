import { getDefaultStore } from 'jotai';
import { authenticatedAtom, csrfAtom } from 'shared-contracts/atoms';
import {
  lastTouchAtAtom,
  sessionActivityAtom,
  sessionCheckedAtom,
  sessionDeadlineAtom,
  sessionDialogAtom,
} from '@/features/session/session-atoms';
import type { TestStore } from 'shared-ui/testing';

/**
 * The API client reads the session's atoms from jotai's default store, as the app does; the session tests
 * render with that store too, set back to a signed-out page load before each test.
 */
export function freshDefaultStore(): TestStore {
  const store = getDefaultStore();
  store.set(authenticatedAtom, false);
  store.set(csrfAtom, '');
  store.set(sessionCheckedAtom, false);
  store.set(sessionDialogAtom, 'none');
  store.set(sessionDeadlineAtom, null);
  store.set(sessionActivityAtom, 0);
  store.set(lastTouchAtAtom, 0);
  return store;
}

/** The default store, signed in with the csrf token 'csrf-123'. */
export function signedIn(): TestStore {
  const store = freshDefaultStore();
  store.set(csrfAtom, 'csrf-123');
  store.set(authenticatedAtom, true);
  return store;
}
