import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY, documentPath, FOOTER_DOCUMENTS, FOOTER_LOGO, SOCIAL_LINKS } from 'shared-contracts';
import { pendingLinkUrlAtom } from 'shared-contracts/atoms';
import { Footer } from '@/features/footer/Footer';
import { activateTestLocale, renderWithProviders } from 'shared-ui/testing';
import { LeavingSiteDialog } from '@/features/leaving-site/LeavingSiteDialog';

beforeAll(activateTestLocale);

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('shows the logo at 168×30 named after the company', () => {
    renderWithProviders(<Footer />);
    const logo = within(footer()).getByRole('img', { name: COMPANY.name });
    expect(logo).toHaveAttribute('width', String(FOOTER_LOGO.width));
    expect(logo).toHaveAttribute('height', String(FOOTER_LOGO.height));
  });

  it('links the public pages in the current locale', () => {
    renderWithProviders(<Footer />, { route: '/es/faq' });
    const nav = within(footer()).getByRole('navigation', { name: 'Footer' });
    const expected: Array<[string, string]> = [
      ['About us', '/es/about'],
      ['Careers', '/es/careers'],
      ['Contact us', '/es/contact'],
      ['Sitemap', '/es/sitemap'],
      ['Terms of use', '/es/terms-of-use'],
      ['Online privacy policy', '/es/online-privacy-policy'],
      ['Web accessibility', '/es/web-accessibility'],
      ['Licenses', '/es/licenses'],
      ['Text message policy', '/es/sms-policy'],
    ];
    for (const [name, href] of expected) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('links the three PDFs of the current locale, marked as PDF and opening in a new tab', () => {
    renderWithProviders(<Footer />, { route: '/pt' });
    const names = [/^privacy notice \(pdf/i, /^california privacy notice \(pdf/i, /^electronic consent agreement \(pdf/i];
    FOOTER_DOCUMENTS.forEach((document, index) => {
      const link = within(footer()).getByRole('link', { name: names[index] });
      expect(link).toHaveAttribute('href', documentPath(document, 'pt-BR'));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });

  it('has the five social links, each through the leaving-site interstitial', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(
      <>
        <Footer />
        <LeavingSiteDialog />
      </>,
    );
    for (const social of SOCIAL_LINKS) {
      expect(within(footer()).getByRole('link', { name: new RegExp(`^${social.label}\\b`) })).toHaveAttribute('href', social.url);
    }
    const facebook = SOCIAL_LINKS[0];
    await user.click(within(footer()).getByRole('link', { name: new RegExp(`^${facebook.label}\\b`) }));
    expect(store.get(pendingLinkUrlAtom)).toBe(facebook.url);
    expect(await screen.findByRole('dialog', { name: /you are leaving our site/i })).toBeInTheDocument();
  });

  it('links the licensing registry through the interstitial', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<Footer />);
    const registry = within(footer()).getByRole('link', { name: /nmls consumer access/i });
    expect(registry).toHaveAttribute('href', COMPANY.licensingRegistryUrl);
    await user.click(registry);
    expect(store.get(pendingLinkUrlAtom)).toBe(COMPANY.licensingRegistryUrl);
  });

  it('shows the support phone as a tel: link', () => {
    renderWithProviders(<Footer />);
    expect(within(footer()).getByRole('link', { name: COMPANY.supportPhone.display })).toHaveAttribute(
      'href',
      `tel:${COMPANY.supportPhone.tel}`,
    );
  });

  it('shows the current year and the company name', () => {
    jest.useFakeTimers({ now: new Date('2031-03-15T12:00:00Z') });
    try {
      renderWithProviders(<Footer />);
      expect(footer()).toHaveTextContent(`© 2031 ${COMPANY.name}. All rights reserved.`);
    } finally {
      jest.useRealTimers();
    }
  });
});
