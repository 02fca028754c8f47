/**
 * Window-level events that cross remote boundaries: remotes talk through contracts, never imports
 * (docs/decisions/016-events-for-commands-atoms-for-state.md).
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
} as const;

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
