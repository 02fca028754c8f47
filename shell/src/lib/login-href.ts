import { LOGIN_QUERY_FLAG } from 'shared-contracts/core';

/**
 * "Log in" as an address (spec 2.10, docs/decisions/059): this page with the login flag. Relative, so the server's
 * render, the browser's and every page share it. The header draws it; the remotes feature watches it for a
 * visitor about to log in (useAuthDialogsWanted).
 */
export const LOGIN_HREF = `?${LOGIN_QUERY_FLAG}=1`;

/** Every "Log in" link of the page: the header's bar, its mobile panel and the Customers dropdown. */
export const LOGIN_LINK_SELECTOR = `a[href="${LOGIN_HREF}"]`;
