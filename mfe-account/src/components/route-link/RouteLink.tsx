import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type Locale, type RouteId } from 'shared-contracts';

export interface RouteLinkProps extends Omit<LinkProps, 'href' | 'asChild' | 'children'> {
  routeId: RouteId;
  locale: Locale;
  children: ReactNode;
}

/** A link to another page of the site, in the page's language (spec 2.1: /es, /pt), without a full page load. */
export function RouteLink({ routeId, locale, children, ...rest }: RouteLinkProps) {
  return (
    <Link asChild color="brand.700" fontWeight="semibold" {...rest}>
      <RouterLink to={localizePath(pathOf(routeId), locale)}>{children}</RouterLink>
    </Link>
  );
}
