import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type Locale, type RouteId } from 'shared-contracts';

export interface RouteButtonProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  /** The page it opens, in the visitor's language. */
  routeId: RouteId;
  locale: Locale;
  icon?: LucideIcon;
  /** The outlined look of a second action beside a main one. */
  secondary?: boolean;
  children: ReactNode;
}

/** A link to another page of the site that looks like a button (a link, so it opens in a new tab too). */
export function RouteButton({ routeId, locale, icon: Icon, secondary = false, children, ...rest }: RouteButtonProps) {
  // The outline's border in brand.700 (not Chakra's lighter default) so the button's edge stands out (WCAG 1.4.11).
  const look: ButtonProps = secondary ? { variant: 'outline', bg: 'white', borderColor: 'brand.700' } : {};
  return (
    <Button asChild colorPalette="brand" {...look} {...rest}>
      <RouterLink to={localizePath(pathOf(routeId), locale)}>
        {Icon ? <Icon aria-hidden /> : null}
        {children}
      </RouterLink>
    </Button>
  );
}
