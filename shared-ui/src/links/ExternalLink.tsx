import type { ReactNode } from 'react';
import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLeavingSiteLink } from './useLeavingSiteLink';

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel' | 'onClick' | 'children'> {
  href: string;
  /** Read by screen readers after the link text; "(opens in a new tab)" when not given. */
  newTabHint?: string;
  /** Runs after the visitor chose Continue in the shell's leaving-site warning. */
  onContinue?: () => void;
  children: ReactNode;
}

/**
 * A link that leaves the site through the shell's leaving-site interstitial (spec 4.6, `useLeavingSiteLink`). It
 * stays a real link (new tab, no opener), so it still works without JavaScript or while another link is pending.
 */
export function ExternalLink({ href, newTabHint, onContinue, children, ...rest }: ExternalLinkProps) {
  const { t } = useLingui();
  const onClick = useLeavingSiteLink(href, { onContinue });

  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
      {children}
      <VisuallyHidden> {newTabHint ?? t`(opens in a new tab)`}</VisuallyHidden>
    </Link>
  );
}
