import { PAGE_ISLANDS, readPageIsland, type PageVisitor } from 'shared-contracts/core';

/**
 * What the server found of this page's session (server/src/plugins/pages.ts writes it beside the page it rendered
 * with it, docs/decisions/070), or null: a public page the server renders alike for everyone, a page without it, or
 * outside a browser (the server's render is given its own, server-entry/render-page.tsx).
 */
export function pageVisitor(): PageVisitor | null {
  return readPageIsland(PAGE_ISLANDS.visitor);
}
