import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { pendingLinkCallbackAtom, pendingLinkUrlAtom } from 'shared-contracts/atoms';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';

// Build-time styles (docs/decisions/060): the footer renders these links, so they draw without Chakra.
const visuallyHidden = css({ srOnly: true });

export interface ExternalLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'onClick' | 'children'> {
  href: string;
  /** Without the link recipe's look: the caller's `className` draws it all (the footer's links). */
  unstyled?: boolean;
  /** Runs LEAVING_SITE_CALLBACK_DELAY_MS after the visitor chose Continue in the interstitial. */
  onContinue?: () => void;
  children: ReactNode;
}

/**
 * A link that leaves the site through the leaving-site interstitial (spec 4.6). It stays a real link (new tab,
 * no opener) so it works without JavaScript and with the interstitial busy.
 */
export function ExternalLink({ href, onContinue, children, unstyled = false, className, ...rest }: ExternalLinkProps) {
  const { t } = useLingui();
  const store = useStore();

  // Spec 4.6: a link removed while its address is the pending one clears the pending link. The callback
  // goes too: it belonged to this link, and a stale callback would stop every later link from being caught.
  useEffect(
    () => () => {
      if (href !== '' && store.get(pendingLinkUrlAtom) === href) {
        store.set(pendingLinkUrlAtom, '');
        store.set(pendingLinkCallbackAtom, null);
      }
    },
    [href, store],
  );

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Only while nothing is pending; otherwise the browser follows the link as usual.
    if (store.get(pendingLinkUrlAtom) !== '' || store.get(pendingLinkCallbackAtom) !== null) return;
    event.preventDefault();
    store.set(pendingLinkUrlAtom, href);
    // A function given to a jotai setter is an updater: wrap it to store the function itself.
    store.set(pendingLinkCallbackAtom, () => onContinue ?? null);
  };

  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className={unstyled ? className : cx(link(), className)}
      {...rest}
    >
      {children}{' '}
      <span className={visuallyHidden}>{t`(opens in a new tab)`}</span>
    </a>
  );
}
