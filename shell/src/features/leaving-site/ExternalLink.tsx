import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from 'jotai';
import { pendingLinkCallbackAtom, pendingLinkUrlAtom } from 'shared-contracts/atoms';

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'onClick' | 'children'> {
  href: string;
  /** Runs LEAVING_SITE_CALLBACK_DELAY_MS after the visitor chose Continue in the interstitial. */
  onContinue?: () => void;
  children: ReactNode;
}

/**
 * A link that leaves the site through the leaving-site interstitial (spec 4.6). It stays a real link (new tab,
 * no opener) so it works without JavaScript and with the interstitial busy.
 */
export function ExternalLink({ href, onContinue, children, ...rest }: ExternalLinkProps) {
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
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
      {children}{' '}
      <VisuallyHidden>{t`(opens in a new tab)`}</VisuallyHidden>
    </Link>
  );
}
