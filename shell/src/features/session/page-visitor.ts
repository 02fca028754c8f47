import { PAGE_ISLANDS, readPageIsland, SESSION_HINT_COOKIE, type PageVisitor } from 'shared-contracts/core';

/**
 * What the server found of this page's session (server/src/plugins/pages.ts writes it beside the page it rendered
 * with it, docs/decisions/070), or null: a public page the server renders alike for everyone, a page without it, or
 * outside a browser (the server's render is given its own, server-entry/render-page.tsx).
 */
export function pageVisitor(): PageVisitor | null {
  return readPageIsland(PAGE_ISLANDS.visitor);
}

/**
 * Whether this browser holds the session hint (SESSION_HINT_COOKIE, docs/decisions/074): the server sets it with every
 * session cookie and clears it with it, readable here where the session cookie is not. Read once per page load.
 */
export function sessionHinted(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((cookie) => cookie.trim().split('=')[0] === SESSION_HINT_COOKIE);
}

/**
 * Whether the page load's session restore asks `GET /api/session` (spec 4.1): the server's word on this page when
 * it looked (it read the same cookie the call would send a moment later), the hint when it did not (a public page,
 * the same for everyone). No session, no call: a signed-out visitor's page then loads neither the call nor its
 * schema with zod (docs/decisions/071, 074).
 */
export const restoreAsks = (visitor: PageVisitor | null, hinted: boolean): boolean => (visitor === null ? hinted : visitor === 'signedIn');
