import type { ReactNode } from 'react';
import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import { useLeavingSiteLink } from '@/hooks/useLeavingSiteLink';

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'onClick' | 'children'> {
  href: string;
  /** Read by screen readers after the link text, e.g. "(opens in a new tab)", from the caller's catalog. */
  newTabHint: string;
  /** Runs after the visitor chose Continue in the shell's leaving-site warning. */
  onContinue?: () => void;
  children: ReactNode;
}

/**
 * A link that leaves the site through the shell's leaving-site interstitial (spec 4.6, useLeavingSiteLink). It
 * stays a real link (new tab, no opener),
 * so it still works without JavaScript or while another link is pending. It holds no message of its own
 * (the package catalog belongs to the shared components), so the caller hands it the new-tab hint.
 */
export function ExternalLink({ href, newTabHint, onContinue, children, ...rest }: ExternalLinkProps) {
  const onClick = useLeavingSiteLink(href, { onContinue });

  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
      {children}
      <VisuallyHidden> {newTabHint}</VisuallyHidden>
    </Link>
  );
}
