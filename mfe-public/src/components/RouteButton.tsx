import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, type Locale, type RouteId } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';

/*
 * Build-time styles (docs/decisions/060): Chakra's button recipe (`rb-button`) in the brand's palette, as the Chakra
 * `<Button colorPalette="brand">` that drew these links before, so a public page shows them with no Chakra code.
 * The outline is the recipe's `outlineStrong`, its edge in brand.700 (WCAG 1.4.11).
 */
export const brandButton = button({ variant: 'solid', size: 'md', palette: 'brand' });
export const brandOutlineButton = cx(button({ variant: 'outlineStrong', size: 'md', palette: 'brand' }), css({ bg: 'white' }));

export interface RouteButtonProps {
  /** The page it opens, in the visitor's language. */
  routeId: RouteId;
  locale: Locale;
  icon?: LucideIcon;
  /** The outlined look of a second action beside a main one. */
  secondary?: boolean;
  children: ReactNode;
}

/** A link to another page of the site that looks like a button (a link, so it opens in a new tab too). */
export function RouteButton({ routeId, locale, icon: Icon, secondary = false, children }: RouteButtonProps) {
  return (
    <RouterLink to={localizePath(pathOf(routeId), locale)} className={secondary ? brandOutlineButton : brandButton}>
      {Icon ? <Icon aria-hidden /> : null}
      {children}
    </RouterLink>
  );
}
