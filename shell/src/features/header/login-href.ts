import { LOGIN_QUERY_FLAG } from 'shared-contracts/core';

/**
 * "Log in" as an address (spec 2.10, docs/decisions/059): this page with the login flag. Relative, so the server's
 * render, the browser's and every page share it.
 */
export const LOGIN_HREF = `?${LOGIN_QUERY_FLAG}=1`;
