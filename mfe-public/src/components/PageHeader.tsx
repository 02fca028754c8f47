import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { COMPANY, ROUTE_TITLES, type RouteId } from 'shared-contracts/core';
import { css, cx } from 'styled-system/css';
import { heading, pageContainer } from 'styled-system/recipes';
import { PAGE_INTROS } from '@/components/page-intros';

/*
 * The top and the body of every public page, drawn at build time (docs/decisions/060): the values of shared-ui's
 * `PageHeader`/`PageBody` (Chakra's Box, Container, Stack, Heading and Text there), which the signed-in remotes keep
 * drawing at run time. Same tokens and recipes (shared-ui/theme-tokens), so the two look the same.
 */
const band = css({ bg: 'brand.50', borderBottomWidth: '1px', borderColor: 'brand.100' });
const frame = cx(pageContainer(), css({ maxW: '5xl', py: { base: '8', md: '12' } }));
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const title = cx(heading({ size: { base: '2xl', md: '3xl' } }), css({ color: 'brand.700' }));
const introText = css({ fontSize: 'lg', maxW: '3xl' });

/**
 * The header of a public page: the one `h1` (the route's title, the same words as the document title; the
 * company's name for a route without one) and the page's opening paragraph, which is this remote's words
 * (`PAGE_INTROS`). `children` (calls to action, a search box) sit under the intro.
 */
export function PageHeader({ routeId, children }: { routeId: RouteId; children?: ReactNode }) {
  const { i18n } = useLingui();
  const intro = PAGE_INTROS[routeId];
  const routeTitle = ROUTE_TITLES[routeId];
  return (
    <header className={band}>
      <div className={frame}>
        <div className={stack}>
          <h1 className={title}>{routeTitle ? i18n._(routeTitle) : COMPANY.name}</h1>
          {intro ? <p className={introText}>{i18n._(intro)}</p> : null}
          {children}
        </div>
      </div>
    </header>
  );
}

/** The body of a page under its header: one width and rhythm for the whole site. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div className={frame}>{children}</div>;
}
