import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Frown } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { localizePath, pathOf, splitLocale } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { button, heading, pageContainer } from 'styled-system/recipes';
import { useDocumentTitle } from '@/hooks/useDocumentTitle';

const TITLES = { 404: msg`Page not found`, 500: msg`Something went wrong` } as const;

/*
 * Build-time styles (docs/decisions/060): an error page (also the fallback of a page whose code failed to load) draws
 * with Chakra's container, heading and button recipes and no Chakra code.
 */
const container = cx(pageContainer(), css({ maxW: '2xl', py: { base: '12', md: '20' } }));
const stack = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '5' });
// Chakra's `<Icon boxSize="16" color="brand.700">` around the icon.
const icon = css({
  display: 'inline-block',
  lineHeight: '1em',
  flexShrink: '0',
  verticalAlign: 'middle',
  boxSize: '16',
  color: 'brand.700',
});
const title = heading({ size: '2xl' });
const lead = css({ fontSize: 'lg' });
const detailText = css({ color: 'gray.700', fontSize: 'sm', wordBreak: 'break-all' });
const actions = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3', flexWrap: 'wrap', justifyContent: 'center' });
const homeButton = button({ palette: 'brand' });
const helpButton = button({ variant: 'outline', palette: 'brand' });

export interface ErrorPageProps {
  status: 404 | 500;
  /** The unknown path (404 only). */
  path?: string;
  /** True when the error happened on the first page load rather than after a navigation (spec 8.5). */
  fatal?: boolean;
}

/** Spec 2.14 / 8.5: a sad icon, a title and a message, with buttons home and to get help. */
export function ErrorPage({ status, path, fatal = false }: ErrorPageProps) {
  const { i18n, t } = useLingui();
  const { locale } = splitLocale(useLocation().pathname);
  useDocumentTitle(TITLES[status]);

  const detail =
    status === 404 && path ? (fatal ? t`Page Not Found: ${path}` : t`Page not found: ${path}`) : null;

  return (
    <div className={container}>
      <div className={stack}>
        <Frown className={icon} aria-hidden focusable={false} />
        <h1 className={title}>{i18n._(TITLES[status])}</h1>
        <p className={lead}>
          {status === 404 ? (
            <Trans>The page you asked for does not exist or has moved. Check the address, or start again from our home page.</Trans>
          ) : (
            <Trans>We could not show this page right now. Please try again in a few minutes; your account information is safe.</Trans>
          )}
        </p>
        {detail ? <p className={detailText}>{detail}</p> : null}
        <div className={actions}>
          <RouterLink to={localizePath(pathOf('index'), locale)} className={homeButton}>
            <Trans>Go to the home page</Trans>
          </RouterLink>
          <RouterLink to={localizePath(pathOf('contact'), locale)} className={helpButton}>
            <Trans>Get help</Trans>
          </RouterLink>
        </div>
      </div>
    </div>
  );
}
