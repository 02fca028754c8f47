/**
 * Spec 2.11: mfe-auth opens its forgot username / password dialog on these query flags, on any page, and
 * removes them when the dialog closes.
 */
export const FORGOT_USERNAME_SEARCH = '?forgot-username=true';
export const FORGOT_PASSWORD_SEARCH = '?forgot-password=true';
