import { Button, Link, VisuallyHidden, type SystemStyleObject } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { EARLY_REPLAY_ATTRIBUTE, normalisePath } from 'shared-contracts';
import type { NavLeaf } from '@/features/header/useNavEntries';

export type NavItemPlacement = 'bar' | 'dropdown' | 'panel';

/** Shared look of the header's links and action buttons; brand blue on white is 10.9:1. */
export function navItemStyles(placement: NavItemPlacement): SystemStyleObject {
  const base: SystemStyleObject = {
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
  switch (placement) {
    case 'bar':
      return { ...base, fontWeight: 'semibold', px: '2.5', h: '10', whiteSpace: 'nowrap' };
    case 'dropdown':
      return { ...base, w: 'full', px: '4', py: '2', borderRadius: '0', whiteSpace: 'nowrap' };
    case 'panel':
      return { ...base, w: 'full', px: '3', py: '3', fontSize: 'md' };
  }
}

export interface NavLeafItemProps {
  leaf: NavLeaf;
  placement: NavItemPlacement;
  /** Choosing a link or action closes every open menu (spec 2.8). */
  onChoose: () => void;
}

export function NavLeafItem({ leaf, placement, onChoose }: NavLeafItemProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const css = navItemStyles(placement);

  switch (leaf.kind) {
    case 'route': {
      const current = normalisePath(pathname) === leaf.to;
      return (
        <Link asChild colorPalette="brand" css={css}>
          <RouterLink to={leaf.to} aria-current={current ? 'page' : undefined} onClick={onChoose}>
            {leaf.label}
          </RouterLink>
        </Link>
      );
    }
    case 'external':
      return (
        <Link
          colorPalette="brand"
          css={css}
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
          <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
        </Link>
      );
    case 'action':
      if (leaf.href) {
        // A link that does the same once loaded, held and replayed before hydration (docs/decisions/059).
        return (
          <Link asChild colorPalette="brand" css={css} fontWeight={placement === 'bar' ? 'semibold' : 'normal'}>
            <a
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
          </Link>
        );
      }
      return (
        <Button
          variant="plain"
          colorPalette="brand"
          css={css}
          justifyContent="flex-start"
          fontWeight={placement === 'bar' ? 'semibold' : 'normal'}
          h="auto"
          minH={placement === 'bar' ? '10' : undefined}
          onClick={() => {
            onChoose();
            leaf.onSelect();
          }}
        >
          {leaf.label}
        </Button>
      );
  }
}
