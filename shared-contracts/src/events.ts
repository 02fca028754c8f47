/**
 * Window-level events that cross remote boundaries: remotes talk through contracts, never imports
 * (docs/decisions/063-every-channel-between-apps.md).
 */
export const WINDOW_EVENTS = {
  /** Spec 2.10: opens the login dialog of mfe-auth. */
  openLoginDialog: 'openLoginDialog',
  /** Spec 1: opens the live-chat messenger. */
  openChat: 'openChat',
  /** Asks the shell's session feature to log the user out (spec 4.1). */
  logout: 'portal:logout',
  /**
   * A call of a signed-in browser answered 401 (the session timed out or was ended elsewhere): the API client
   * reports it, the shell's session feature signs the browser out and shows the session-expired dialog.
   */
  sessionEnded: 'portal:session-ended',
  /**
   * The shell has taken the server's page over (its first commit): the page's early inline script stops
   * holding clicks and replays the ones it held (docs/decisions/059).
   */
  pageInteractive: 'portal:interactive',
  /**
   * Sent by the page's early script on a region whose hydration is deferred (marked with
   * DEFERRED_REGION_ATTRIBUTE) when a person focuses, clicks or types in it before React owns it, and again while
   * it holds input for it: the region's component loads its code and hydrates it (docs/decisions/059). Dispatched
   * on the region's element and bubbles to the window.
   */
  hydrateRegion: 'portal:hydrate-region',
} as const;

/**
 * The query flag that opens the login dialog when a page loads (spec 2.10; docs/decisions/059): the header's
 * "Log in" is a link to `?login=1`, so a click before the page is interactive, or without JavaScript, still
 * leads to a page that opens the dialog.
 */
export const LOGIN_QUERY_FLAG = 'login';

/**
 * The query flags that open mfe-auth's forgot username / password dialog on its tab, on any page (spec 2.11:
 * `?forgot-password=true`, `?forgot-username=true`); the dialog removes them as it closes. The shell mounts
 * mfe-auth's dialogs when the address carries one (docs/decisions/038), the public pages link to them.
 */
export const RECOVERY_QUERY_FLAGS = { password: 'forgot-password', username: 'forgot-username' } as const;

/** `?forgot-password=true` or `?forgot-username=true`: a page's address opening the recovery dialog on that tab. */
export const recoverySearch = (tab: keyof typeof RECOVERY_QUERY_FLAGS): string => `?${RECOVERY_QUERY_FLAGS[tab]}=true`;

/** The attribute that asks the page's early script to hold a link's click until the page is interactive. */
export const EARLY_REPLAY_ATTRIBUTE = 'data-replay';

/**
 * The attribute (no value) of a region the server renders in full whose hydration the browser defers until it is
 * needed: the early script keeps holding its clicks and submits and remembering what is typed in it after the page
 * is interactive, until React owns the region's elements (docs/decisions/059).
 */
export const DEFERRED_REGION_ATTRIBUTE = 'data-hydrate-later';

/** Analytics event names of spec point 7. */
export const ANALYTICS_EVENTS = {
  spanishUser: 'Spanish User',
  portugueseUser: 'Portuguese User',
  dealerLogIn: 'Dealer Log In',
  logInSuccess: 'Log In Success',
  logInFailure: 'Log In Failure',
  accountStatusError: 'Account Status Error',
  createAccount: 'Create Account',
  forgotPage: 'Forgot Page',
  /** Spec 9: a scroll-depth checkpoint of the page view, with `{ percent, path }`. */
  pageScroll: 'Page Scroll',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];
