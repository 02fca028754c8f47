import { screen, within } from '@testing-library/react';
import { LOCALES, ROUTES, localizePath, type Locale } from 'shared-contracts';
import { activateTestLocale, fakeShell, renderPage } from 'shared-ui/testing';
import SitemapPage from '@/features/sitemap/SitemapPage';

/** Spec 2.2 /sitemap: generated from the route table (inSitemap), grouped, with links in the current locale. */

jest.setTimeout(30_000);

const listed = ROUTES.filter((route) => route.inSitemap);

async function renderSitemap(locale: Locale = 'en-US') {
  await activateTestLocale();
  await renderPage(<SitemapPage routeId="sitemap" locale={locale} params={{}} shell={fakeShell()} />);
  await screen.findByRole('heading', { level: 1, name: 'Sitemap' });
}

describe('sitemap page', () => {
  // Exactly the inSitemap routes: no thank-you page, tokenised page or account page.
  it.each(LOCALES)('links every sitemap route exactly once, in %s', async (locale) => {
    await renderSitemap(locale);
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .sort();
    expect(hrefs).toEqual(listed.map((route) => localizePath(route.path, locale)).sort());
  });

  it('groups the links under a heading per route group', async () => {
    await renderSitemap();
    const customers = screen.getByRole('region', { name: 'For customers' });
    expect(within(customers).getByRole('link', { name: 'Customer homepage' })).toHaveAttribute('href', '/');
    expect(within(customers).getByRole('link', { name: 'Make a payment' })).toHaveAttribute('href', '/payments');
    const dealers = screen.getByRole('region', { name: 'For dealers' });
    expect(within(dealers).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dealers', 'Dealer FAQ']);
    expect(within(screen.getByRole('region', { name: 'Legal and privacy' })).getByRole('link', { name: 'Terms of use' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(new Set(listed.map((route) => route.group)).size);
  });
});
