import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Building2, FileText, Handshake, KeyRound, UserRound, Users, type LucideIcon } from 'lucide-react';
import { ROUTES, type AppRoute, type RouteGroup } from 'shared-contracts';

/**
 * The heading of each route group on the sitemap page. Typed by RouteGroup, so a new group in the route table
 * fails the type check until it has a heading; the page lists the groups in this order.
 */
export const SITEMAP_GROUPS: Record<RouteGroup, { title: MessageDescriptor; icon: LucideIcon }> = {
  customers: { title: msg`For customers`, icon: Users },
  accountAccess: { title: msg`Online account access`, icon: KeyRound },
  account: { title: msg`Your account`, icon: UserRound },
  dealers: { title: msg`For dealers`, icon: Handshake },
  company: { title: msg`Our company`, icon: Building2 },
  legal: { title: msg`Legal and privacy`, icon: FileText },
};

/**
 * The routes the sitemap lists (the same `inSitemap` flag as the server's sitemap.xml), grouped, each group in
 * the route table's order. Groups without a listed route are left out.
 */
export function sitemapSections(): Array<{ group: RouteGroup; routes: AppRoute[] }> {
  const listed: readonly AppRoute[] = ROUTES.filter((route) => route.inSitemap);
  return (Object.keys(SITEMAP_GROUPS) as RouteGroup[])
    .map((group) => ({ group, routes: listed.filter((route) => route.group === group) }))
    .filter((section) => section.routes.length > 0);
}
