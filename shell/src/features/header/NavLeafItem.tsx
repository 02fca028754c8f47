import { useLingui } from '@lingui/react/macro';
import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EARLY_REPLAY_ATTRIBUTE, normalisePath } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { button, link } from 'styled-system/recipes';
import type { SystemStyleObject } from 'styled-system/types';
import type { NavLeaf } from '@/features/header/useNavEntries';

export type NavItemPlacement = 'bar' | 'dropdown' | 'panel';

/*
 * Build-time styles (docs/decisions/060): the header's links and action buttons are Chakra's link and button
 * recipes (Panda's `link()`, `button()`) with the header's look added by `css()`, so the header draws before any
 * of Chakra's code has loaded. Each placement is one `css()` call (merged objects, not two classes of the same
 * property whose order in the sheet would decide).
 */
/** Shared look of the header's links and action buttons; brand blue on white is 10.9:1. */
const NAV_ITEM: SystemStyleObject = {
  colorPalette: 'brand',
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
  color: 'brand.700',
  fontSize: 'sm',
  textDecoration: 'none',
  borderRadius: 'md',
  _hover: { bg: 'brand.50', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '4px', textDecorationThickness: '2px' },
};

const BAR_ITEM = css(NAV_ITEM, { fontWeight: 'semibold', px: '2.5', h: '10', whiteSpace: 'nowrap' });
const DROPDOWN_ITEM = css(NAV_ITEM, { w: 'full', px: '4', py: '2', borderRadius: '0', whiteSpace: 'nowrap' });
const PANEL_ITEM = css(NAV_ITEM, { w: 'full', px: '3', py: '3', fontSize: 'md' });

const PLACEMENT_CLASS: Record<NavItemPlacement, string> = { bar: BAR_ITEM, dropdown: DROPDOWN_ITEM, panel: PANEL_ITEM };

/** Chakra's `<Link colorPalette="brand">` with the placement's look. */
const linkClass = (placement: NavItemPlacement) => cx(link(), PLACEMENT_CLASS[placement]);

// The action link and button keep the weight of a bar item only in the bar.
const ACTION_LINK: Record<NavItemPlacement, string> = {
  bar: cx(link(), BAR_ITEM),
  dropdown: cx(link(), css(NAV_ITEM, { w: 'full', px: '4', py: '2', borderRadius: '0', whiteSpace: 'nowrap', fontWeight: 'normal' })),
  panel: cx(link(), css(NAV_ITEM, { w: 'full', px: '3', py: '3', fontSize: 'md', fontWeight: 'normal' })),
};

/** Chakra's `<Button variant="plain" colorPalette="brand">` with the placement's look, starting at the left. */
const ACTION_BUTTON: Record<NavItemPlacement, string> = {
  bar: cx(
    button({ variant: 'plain' }),
    css(NAV_ITEM, { fontWeight: 'semibold', px: '2.5', h: 'auto', minH: '10', whiteSpace: 'nowrap', justifyContent: 'flex-start' }),
  ),
  dropdown: cx(
    button({ variant: 'plain' }),
    css(NAV_ITEM, {
      w: 'full',
      px: '4',
      py: '2',
      borderRadius: '0',
      whiteSpace: 'nowrap',
      fontWeight: 'normal',
      h: 'auto',
      justifyContent: 'flex-start',
    }),
  ),
  panel: cx(
    button({ variant: 'plain' }),
    css(NAV_ITEM, { w: 'full', px: '3', py: '3', fontSize: 'md', fontWeight: 'normal', h: 'auto', justifyContent: 'flex-start' }),
  ),
};

/**
 * The class of a header button that looks like a navigation item (the desktop dropdowns' and the mobile groups'
 * toggles): Chakra's plain button recipe with the placement's look plus `extra`.
 */
export const navItemButtonClass = (placement: NavItemPlacement, extra?: string) =>
  cx(button({ variant: 'plain' }), PLACEMENT_CLASS[placement], extra);

const visuallyHidden = css({ srOnly: true });

export interface NavLeafItemProps {
  leaf: NavLeaf;
  placement: NavItemPlacement;
  /** Choosing a link or action closes every open menu (spec 2.8). */
  onChoose: () => void;
}

export function NavLeafItem({ leaf, placement, onChoose }: NavLeafItemProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();

  switch (leaf.kind) {
    case 'route': {
      const current = normalisePath(pathname) === leaf.to;
      return (
        <RouterLink to={leaf.to} aria-current={current ? 'page' : undefined} onClick={onChoose} className={linkClass(placement)}>
          {leaf.label}
        </RouterLink>
      );
    }
    case 'external':
      return (
        <a
          className={linkClass(placement)}
          href={leaf.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => {
            leaf.onSelect?.();
            onChoose();
          }}
        >
          {leaf.label}
          <ExternalLinkIcon aria-hidden size={14} />{' '}
          <span className={visuallyHidden}>{t`(opens in a new tab)`}</span>
        </a>
      );
    case 'action':
      if (leaf.href) {
        // A link that does the same once loaded, held and replayed before hydration (docs/decisions/059).
        return (
          <a
            className={ACTION_LINK[placement]}
            href={leaf.href}
            {...{ [EARLY_REPLAY_ATTRIBUTE]: '' }}
            onClick={(event) => {
              event.preventDefault();
              onChoose();
              leaf.onSelect();
            }}
          >
            {leaf.label}
          </a>
        );
      }
      return (
        <button
          type="button"
          className={ACTION_BUTTON[placement]}
          onClick={() => {
            onChoose();
            leaf.onSelect();
          }}
        >
          {leaf.label}
        </button>
      );
  }
}
