import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { link } from 'styled-system/recipes';
import { useLeavingSiteLink } from 'shared-ui/chakra-free';

// Chakra's VisuallyHidden at build time (docs/decisions/060).
const visuallyHidden = css({ srOnly: true });

/**
 * shared-ui's `ExternalLink` drawn at build time (docs/decisions/060): a link that leaves the site through the
 * shell's leaving-site warning (spec 4.6), still a real link (new tab, no opener) without JavaScript or while
 * another link is pending. `className`: the caller's differences beside the link recipe.
 */
export function LeavingSiteLink({ href, newTabHint, className, children }: { href: string; newTabHint?: string; className?: string; children: ReactNode }) {
  const { t } = useLingui();
  const onClick = useLeavingSiteLink(href);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} className={cx(link(), className)}>
      {children}
      <span className={visuallyHidden}> {newTabHint ?? t`(opens in a new tab)`}</span>
    </a>
  );
}
