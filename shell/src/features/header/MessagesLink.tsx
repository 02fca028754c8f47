import { useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { localizePath, pathOf, ROUTE_TITLES } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';
import { useLocale } from '@/hooks/useLocale';

// Build-time styles (docs/decisions/060): Chakra's link recipe with the envelope's square, drawn before Chakra loads.
const envelope = cx(
  link(),
  css({
    colorPalette: 'brand',
    color: 'brand.700',
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '10',
    h: '10',
    borderRadius: 'md',
    _hover: { bg: 'brand.50' },
  }),
);
const visuallyHidden = css({ srOnly: true });
const unreadDot = css({
  position: 'absolute',
  top: '1.5',
  insetEnd: '1',
  w: '2.5',
  h: '2.5',
  borderRadius: 'full',
  bg: 'brand.accent',
  outline: '2px solid',
  outlineColor: 'brand.700',
});

export interface MessagesLinkProps {
  /** Spec 2.8: an orange dot when any message summary has custRead false (the session's summaries polling). */
  hasUnread?: boolean;
  onChoose?: () => void;
}

/** The secure-message envelope of a signed-in customer, linking to the message center. */
export function MessagesLink({ hasUnread = false, onChoose }: MessagesLinkProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const title = ROUTE_TITLES.accountMessaging;
  const label = title ? i18n._(title) : t`Secure messages`;
  return (
    <RouterLink to={localizePath(pathOf('accountMessaging'), locale)} onClick={onChoose} className={envelope}>
      <Mail aria-hidden size={22} />
      <span className={visuallyHidden}>{hasUnread ? t`${label} (unread)` : label}</span>
      {hasUnread ? <span aria-hidden data-testid="unread-dot" className={unreadDot} /> : null}
    </RouterLink>
  );
}
