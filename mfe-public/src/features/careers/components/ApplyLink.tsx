import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, ExternalLink } from 'lucide-react';
import { useLeavingSiteLink } from 'shared-ui';

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
    <Button asChild colorPalette="brand" alignSelf="start">
      <a
        href={href}
        onClick={onClick}
        // The visible "Apply" starts the name (WCAG 2.5.3); the title tells the links of the list apart.
        aria-label={external ? t`Apply for ${title} (opens in a new tab)` : t`Apply for ${title}`}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {external ? <ExternalLink aria-hidden /> : <Mail aria-hidden />}
        <Trans>Apply</Trans>
      </a>
    </Button>
  );
}
