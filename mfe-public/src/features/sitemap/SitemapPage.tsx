import { use } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTE_TITLES, localizePath, type AppRoute, type RemotePageProps } from 'shared-contracts';
import { css, cx } from 'styled-system/css';
import { heading, link } from 'styled-system/recipes';
import { PageBody, PageHeader } from '@/components/PageHeader';
import { loadSitemapCatalog } from '@/features/sitemap/i18n';
import { SITEMAP_GROUPS, sitemapSections } from '@/features/sitemap/sitemap-groups';
import { cardBody, cardRoot } from '@/styles/card';
import { iconStyle } from '@/styles/icon';

// Build-time styles (docs/decisions/060): the values of the Chakra grid, cards, headings, list and links that drew
// the page.
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '6',
  alignItems: 'start',
});
const card = cx(cardRoot, css({ borderColor: 'gray.200' }));
const body = cx(cardBody, css({ gap: '4' }));
const titleRow = css({ display: 'flex', flexDirection: 'row', alignItems: 'center', gap: '3' });
const iconBox = css({ bg: 'brand.50', color: 'brand.700', p: '2', rounded: 'md' });
const title = cx(heading({ size: 'lg' }), css({ color: 'brand.700' }));
const list = css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none' });
const pageLink = cx(
  link(),
  css({ display: 'flex', alignItems: 'flex-start', gap: '1', py: '1.5', color: 'brand.700', fontWeight: 'medium', _hover: { textDecoration: 'underline' } }),
);
const chevron = css({ pt: '1', flexShrink: 0 });

/** Spec 2.2 /sitemap: every listed page, generated from the route table, grouped, in the visitor's locale. */
export default function SitemapPage({ routeId, locale }: RemotePageProps) {
  use(loadSitemapCatalog(locale));
  const { i18n, t } = useLingui();
  // The route titles are the page titles (shared-contracts' catalog); the home page has none of its own.
  const label = (route: AppRoute) => {
    const title = ROUTE_TITLES[route.id];
    return title ? i18n._(title) : t`Customer homepage`;
  };

  return (
    <>
      <PageHeader routeId={routeId} />
      <PageBody>
        <div className={grid}>
          {sitemapSections().map(({ group, routes }) => {
            const { title: groupTitle, icon: GroupIcon } = SITEMAP_GROUPS[group];
            const headingId = `sitemap-${group}`;
            return (
              <section key={group} aria-labelledby={headingId} className={card}>
                <div className={body}>
                  <div className={titleRow}>
                    <div className={iconBox} aria-hidden>
                      <GroupIcon className={iconStyle('5')} />
                    </div>
                    <h2 id={headingId} className={title}>
                      {i18n._(groupTitle)}
                    </h2>
                  </div>
                  <ul className={list}>
                    {routes.map((route) => (
                      <li key={route.id}>
                        <RouterLink to={localizePath(route.path, locale)} className={pageLink}>
                          <span className={chevron} aria-hidden>
                            <ChevronRight size={16} />
                          </span>
                          {label(route)}
                        </RouterLink>
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            );
          })}
        </div>
      </PageBody>
    </>
  );
}
