import { screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { loadContractMessages, type Locale } from 'shared-contracts';
import { fakeShell, renderPage } from 'shared-ui/testing';
import { loadLegalDocument, type LegalDocumentRoute } from '@/content/legal';
import LegalDocumentPage from '@/features/legal/LegalDocumentPage';
import { sectionIds, slugify } from '@/features/legal/section-ids';
import { loadCatalog } from '@/i18n';

async function renderLegalPage(routeId: LegalDocumentRoute, locale: Locale) {
  await loadCatalog(locale);
  i18n.load(locale, await loadContractMessages(locale));
  i18n.activate(locale);
  // The page suspends on its messages and its document (React's use()): renderPage's act waits for both.
  await renderPage(<LegalDocumentPage routeId={routeId} locale={locale} params={{}} shell={fakeShell()} />);
  await screen.findByRole('heading', { level: 1 });
  return (await loadLegalDocument(routeId))[locale];
}

let scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo = [];
  // jsdom does not lay out or scroll: record which element was asked to come into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this.id);
  };
  window.history.replaceState(null, '', '/');
});

describe('LegalDocumentPage', () => {
  it('shows the route title as the one h1, the date, and a table of contents that links to every section', async () => {
    const document = await renderLegalPage('termsOfUse', 'en-US');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of use');
    expect(screen.getByText(/^Last updated:/)).toHaveTextContent('Last updated: November 20, 2026');
    expect(screen.getByText('November 20, 2026').tagName).toBe('TIME');

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(within(toc).getByRole('list')).getAllByRole('link');
    expect(toc.querySelector('ol')).not.toBeNull();
    expect(links).toHaveLength(document.sections.length);
    links.forEach((link, index) => {
      const section = document.sections[index]!;
      expect(link).toHaveTextContent(section.heading);
      const target = link.getAttribute('href')!;
      expect(target).toMatch(/^#[a-z0-9-]+$/);
      // Each link points at its section's h2, on this page.
      const heading = window.document.getElementById(target.slice(1));
      expect(heading).toBe(screen.getByRole('heading', { level: 2, name: section.heading }));
    });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('renders lists, and tables with column and row headers', async () => {
    const document = await renderLegalPage('onlinePrivacyPolicy', 'en-US');
    const cookies = document.sections.find((section) => section.table)!;

    const table = screen.getByRole('table', { name: cookies.heading });
    const columnHeaders = within(table).getAllByRole('columnheader');
    expect(columnHeaders.map((header) => header.textContent)).toEqual(cookies.table!.columns);
    for (const header of columnHeaders) expect(header).toHaveAttribute('scope', 'col');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(cookies.table!.rows.length);
    // The table's scroll area can take focus, so a keyboard can scroll it sideways on a phone.
    expect(screen.getByRole('region', { name: cookies.heading })).toHaveAttribute('tabindex', '0');

    expect(screen.getAllByRole('list').length).toBeGreaterThan(1);
  });

  it('turns the support number and e-mail addresses into links', async () => {
    await renderLegalPage('onlinePrivacyPolicy', 'en-US');
    for (const link of screen.getAllByRole('link', { name: '(888) 555-0142' })) expect(link).toHaveAttribute('href', 'tel:+18885550142');
    expect(screen.getAllByRole('link', { name: 'privacy@roadbridgeauto.example' })[0]).toHaveAttribute('href', 'mailto:privacy@roadbridgeauto.example');
  });

  it('shows a translation in its language, with the note that the English version controls', async () => {
    const document = await renderLegalPage('smsPolicy', 'es-US');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de mensajes de texto');
    expect(screen.getByText(/^Última actualización:/)).toHaveTextContent('Última actualización: 20 de noviembre de 2026');
    expect(screen.getByRole('note')).toHaveTextContent(/prevalecerá la versión en inglés/);
    const toc = screen.getByRole('navigation', { name: 'En esta página' });
    expect(within(toc).getAllByRole('link')[0]).toHaveAttribute('href', `#${sectionIds([document.sections[0]!.heading])[0]}`);
  });

  it('brings the section named in the address into view once the document is there', async () => {
    window.history.replaceState(null, '', '/pt/natural-disaster-assistance#como-pedir-ajuda');
    await renderLegalPage('naturalDisasterAssistance', 'pt-BR');
    expect(screen.getByRole('heading', { level: 2, name: 'Como pedir ajuda' })).toHaveAttribute('id', 'como-pedir-ajuda');
    expect(scrolledTo).toEqual(['como-pedir-ajuda']);
  });

  it('shows the document when the address has a malformed #escape, and jumps nowhere', async () => {
    window.history.replaceState(null, '', '/terms-of-use#%E0');
    await renderLegalPage('termsOfUse', 'en-US');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    expect(scrolledTo).toEqual([]);
  });
});

describe('section ids', () => {
  it('are readable ASCII slugs of the heading, unique within a document', () => {
    expect(slugify('Cómo mantener segura su cuenta')).toBe('como-mantener-segura-su-cuenta');
    expect(slugify('Disponibilidad del sitio, garantías y responsabilidad')).toBe('disponibilidad-del-sitio-garantias-y-responsabilidad');
    expect(sectionIds(['Privacy', 'Privacy', 'Privacy!', '¿?'])).toEqual(['privacy', 'privacy-2', 'privacy-3', 'section-4']);
  });
});
