import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, ExternalLink } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useLeavingSiteLink } from 'shared-ui/chakra-free';

// Build-time styles (docs/decisions/060): Chakra's Button (solid, medium, brand) as it drew the link.
const applyButton = cx(button({ variant: 'solid', size: 'md', palette: 'brand' }), css({ alignSelf: 'start' }));

/**
 * "Apply" for one opening. A mailto: address opens the visitor's mail program; an https address is another
 * site, so it goes through the shell's leaving-site warning (spec 4.6) through the shared atoms the shell's
 * dialog reads, and stays a real new-tab link without opener for a click while another link is pending.
 */
export function ApplyLink({ href, title }: { href: string; title: string }) {
  const { t } = useLingui();
  const external = href.startsWith('https:');
  const onClick = useLeavingSiteLink(href, { enabled: external });

  return (
    <a
      href={href}
      onClick={onClick}
      className={applyButton}
      // The visible "Apply" starts the name (WCAG 2.5.3); the title tells the links of the list apart.
      aria-label={external ? t`Apply for ${title} (opens in a new tab)` : t`Apply for ${title}`}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {external ? <ExternalLink aria-hidden /> : <Mail aria-hidden />}
      <Trans>Apply</Trans>
    </a>
  );
}
