import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { heading, link, pageContainer, separator } from 'styled-system/recipes';
import {
  COMPANY,
  documentPath,
  FOOTER_DOCUMENTS,
  FOOTER_LOGO,
  localizePath,
  pathOf,
  ROUTE_TITLES,
  SOCIAL_LINKS,
  type FooterDocument,
  type RouteId,
} from 'shared-contracts/core';
import { ChatButton } from '@/features/chat/ChatButton';
import { SOCIAL_ICONS } from '@/features/footer/SocialIcons';
import { Logo } from '@/components/Logo';
import { useLocale } from '@/hooks/useLocale';
import { ExternalLink } from '@/features/leaving-site/ExternalLink';

/** Spec 2.9: the public pages linked from the footer, in two columns. */
const COMPANY_ROUTES: readonly RouteId[] = ['about', 'careers', 'contact', 'sitemap'];
const LEGAL_ROUTES: readonly RouteId[] = ['termsOfUse', 'onlinePrivacyPolicy', 'webAccessibility', 'licenses', 'smsPolicy'];

/*
 * Build-time styles (docs/decisions/060): the footer is drawn by the stylesheet Panda CSS writes at build time, from
 * the same recipes and tokens as Chakra's link, heading, container and separator, so it looks as it did when those
 * components drew it. No CSS rule of it is serialised or injected in the browser: Panda's `css()` only joins class
 * names.
 */

/** White on brand.700 is 11:1; the focus ring is white too, since the brand orange is under 3:1 on this blue. */
const footerLinkStyle = {
  color: 'white',
  focusRingColor: 'white',
  textDecoration: 'none',
} as const;
const footerLink = cx(link(), css(footerLinkStyle, { _hover: { textDecoration: 'underline', textUnderlineOffset: '3px', color: 'white' } }));
const socialLink = cx(
  link(),
  css(footerLinkStyle, {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '10',
    h: '10',
    borderRadius: 'md',
    _hover: { bg: 'brand.600' },
  }),
);
const columnHeading = cx(heading(), css({ fontSize: 'md', fontWeight: 'bold', color: 'white' }));
const visuallyHidden = css({ srOnly: true });
const bareList = { listStyleType: 'none', m: '0', p: '0' } as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h2 className={columnHeading}>{title}</h2>
      <ul className={css(bareList, { display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}>{children}</ul>
    </div>
  );
}

export function Footer() {
  const { t, i18n } = useLingui();
  const locale = useLocale();

  const routeLink = (id: RouteId) => {
    const title = ROUTE_TITLES[id];
    return (
      <li key={id}>
        <RouterLink to={localizePath(pathOf(id), locale)} className={footerLink}>
          {title ? i18n._(title) : id}
        </RouterLink>
      </li>
    );
  };

  const documentLabels: Record<FooterDocument, string> = {
    'privacy-notice': t`Privacy notice`,
    'california-privacy-notice': t`California privacy notice`,
    'electronic-consent-agreement': t`Electronic consent agreement`,
  };

  const year = new Date().getFullYear();
  const company = COMPANY.name;
  const phone = COMPANY.supportPhone.display;

  return (
    <footer className={css({ bg: 'brand.700', color: 'white' })}>
      <div className={cx(pageContainer(), css({ maxW: '6xl', py: '10' }))}>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1.4fr repeat(3, 1fr)' }, gap: '8' })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <Logo width={FOOTER_LOGO.width} height={FOOTER_LOGO.height} tone="onDark" />
            <p className={css({ fontSize: 'sm' })}>
              <Trans>
                Customer support:{' '}
                <a href={`tel:${COMPANY.supportPhone.tel}`} className={cx(footerLink, css({ fontWeight: 'semibold' }))}>
                  {phone}
                </a>
              </Trans>
            </p>
            <ChatButton />
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <h2 className={columnHeading}>{t`Follow us`}</h2>
              <ul className={css(bareList, { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '1', flexWrap: 'wrap', ms: '-2' })}>
                {SOCIAL_LINKS.map((social) => {
                  const Icon = SOCIAL_ICONS[social.id];
                  return (
                    <li key={social.id}>
                      <ExternalLink href={social.url} unstyled className={socialLink}>
                        <Icon aria-hidden size={20} />
                        <span className={visuallyHidden}>{social.label}</span>
                      </ExternalLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
          <nav aria-label={t`Footer`} className={css({ gridColumn: { lg: 'span 3' } })}>
            <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '8' })}>
              <Column title={t`Company`}>{COMPANY_ROUTES.map(routeLink)}</Column>
              <Column title={t`Legal`}>{LEGAL_ROUTES.map(routeLink)}</Column>
              <Column title={t`Documents`}>
                {FOOTER_DOCUMENTS.map((document) => (
                  <li key={document}>
                    <a
                      href={documentPath(document, locale)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={cx(footerLink, css({ alignItems: 'flex-start' }))}
                    >
                      <span className={css({ pt: '0.5', flexShrink: 0 })}>
                        <FileText aria-hidden size={16} />
                      </span>
                      {documentLabels[document]} <span className={visuallyHidden}>{t`(PDF, opens in a new tab)`}</span>
                    </a>
                  </li>
                ))}
              </Column>
            </div>
          </nav>
        </div>
        <span role="separator" aria-orientation="horizontal" className={cx(separator(), css({ my: '8', borderColor: 'whiteAlpha.400' }))} />
        <div className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '3', justifyContent: 'space-between', fontSize: 'sm' })}>
          <p>
            <Trans>
              © {year} {company}. All rights reserved.
            </Trans>
          </p>
          <ExternalLink href={COMPANY.licensingRegistryUrl} unstyled className={cx(footerLink, css({ textDecoration: 'underline' }))}>
            {t`NMLS Consumer Access`}
          </ExternalLink>
        </div>
      </div>
    </footer>
  );
}
