import { PAGE_VISITOR_ELEMENT_ID, parsePageVisitor, type PageVisitor } from 'shared-contracts/core';
import { pageJsonText } from '@/lib/page-json';

/**
 * What the server found of this page's session (server/src/plugins/pages.ts writes it beside the page it rendered
 * with it, docs/decisions/070), or null: a public page the server renders alike for everyone, a page without it, or
 * outside a browser (the server's render is given its own, server-entry/render-page.tsx).
 */
export function pageVisitor(): PageVisitor | null {
  if (typeof document === 'undefined') return null;
  const text = pageJsonText(PAGE_VISITOR_ELEMENT_ID);
  return text ? parsePageVisitor(text) : null;
}
