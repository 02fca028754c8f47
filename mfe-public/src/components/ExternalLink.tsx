import type { MouseEvent, ReactNode } from 'react';
import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import { useStore } from 'jotai';
import { pendingLinkCallbackAtom, pendingLinkUrlAtom } from 'shared-contracts/atoms';

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'onClick' | 'children'> {
  href: string;
  /** Read by screen readers after the link text, e.g. "(opens in a new tab)", from the caller's catalog. */
  newTabHint: string;
  /** Runs after the visitor chose Continue in the shell's leaving-site warning. */
  onContinue?: () => void;
  children: ReactNode;
}

/**
 * A link that leaves the site through the shell's leaving-site interstitial (spec 4.6): it sets the pending
 * link atoms (shared singletons), which the shell's dialog watches. It stays a real link (new tab, no opener),
 * so it still works without JavaScript or while another link is pending. It holds no message of its own
 * (the package catalog belongs to the shared components), so the caller hands it the new-tab hint.
 */
export function ExternalLink({ href, newTabHint, onContinue, children, ...rest }: ExternalLinkProps) {
  const store = useStore();

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (store.get(pendingLinkUrlAtom) !== '' || store.get(pendingLinkCallbackAtom) !== null) return;
    event.preventDefault();
    store.set(pendingLinkUrlAtom, href);
    // A function given to a jotai setter is an updater: wrap it to store the callback itself.
    store.set(pendingLinkCallbackAtom, () => onContinue ?? null);
  };

  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
      {children}
      <VisuallyHidden> {newTabHint}</VisuallyHidden>
    </Link>
  );
}
