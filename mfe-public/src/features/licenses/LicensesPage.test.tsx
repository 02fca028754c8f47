import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { QueryClient } from '@tanstack/react-query';
import { loadContractMessages, type Locale } from 'shared-contracts';
import { fakeFetch, fakeShell, renderPage, type FakeAnswer } from 'shared-ui/testing';
import type { LicenseInventory } from '@/features/licenses/license-types';
import LicensesPage from '@/features/licenses/LicensesPage';
import { inventoryUrl } from '@/features/licenses/api/get-license-inventory';
import { loadCatalog } from '@/i18n';


const MIT = 'MIT License\n\nCopyright (c) Meta Platforms, Inc. and affiliates.\n\nPermission is hereby granted, free of charge…';
const INVENTORY: LicenseInventory = {
  packages: [
    { name: '@chakra-ui/react', version: '3.37.0', license: 'MIT', url: 'https://chakra-ui.com/', licenseText: 'MIT License\n\nCopyright (c) 2019 Segun Adebayo' },
    { name: '@mixpanel/rrweb', version: '2.0.0-alpha.18.6', license: 'MIT', url: 'https://github.com/mixpanel/rrweb', licenseText: null },
    { name: 'react', version: '19.3.1', license: 'MIT', url: 'https://react.dev/', licenseText: MIT },
    { name: 'tslib', version: '2.8.1', license: '0BSD', url: 'https://www.typescriptlang.org/', licenseText: 'Copyright (c) Microsoft Corporation.' },
    { name: 'webpack', version: '5.110.3', license: 'MIT', url: 'https://github.com/webpack/webpack', licenseText: 'Copyright JS Foundation and other contributors' },
    { name: 'odd-package', version: '1.0.0', license: null, url: null, licenseText: null },
  ],
};

type Answer = FakeAnswer | 'offline';
let answers: Answer[] = [];

beforeEach(() => {
  answers = [];
  // The inventory is the only request: any other one fails as a network failure would.
  fakeFetch({
    'http://localhost/licenses.json': () => {
      const answer = answers.shift() ?? { status: 200, body: INVENTORY };
      return answer === 'offline' ? { network: true } : answer;
    },
  });
});

async function renderLicensesPage(locale: Locale = 'en-US') {
  await loadCatalog(locale);
  i18n.load(locale, await loadContractMessages(locale));
  i18n.activate(locale);
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  await renderPage(<LicensesPage routeId="licenses" locale={locale} params={{}} shell={fakeShell()} />, { queryClient: client });
}

const packageItems = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('LicensesPage', () => {
  it('lists every package of the inventory with its version, its license and a link to its project', async () => {
    await renderLicensesPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Licenses');
    expect(await screen.findByText('6 packages')).toHaveAttribute('role', 'status');
    expect(packageItems()).toHaveLength(6);

    const react = screen.getByRole('link', { name: /^react 19\.3\.1/ });
    expect(react).toHaveAttribute('href', 'https://react.dev/');
    expect(react).toHaveAttribute('target', '_blank');
    expect(react).toHaveAttribute('rel', 'noopener noreferrer');
    expect(react).toHaveAccessibleName('react 19.3.1 (opens in a new tab)');
    const item = packageItems().find((element) => element.contains(react))!;
    expect(item).toHaveTextContent('License: MIT');
    // No address: the name is plain text, and a missing license says so.
    const odd = packageItems().find((element) => element.textContent?.includes('odd-package'))!;
    expect(within(odd).queryByRole('link')).not.toBeInTheDocument();
    expect(odd).toHaveTextContent('License: Not stated');
  });

  it('shows a license text, as published and marked as English, only when its disclosure is opened', async () => {
    const user = userEvent.setup();
    await renderLicensesPage();
    await screen.findByText('6 packages');
    expect(screen.queryByText(/Permission is hereby granted/)).not.toBeInTheDocument();

    const react = packageItems().find((element) => element.textContent?.startsWith('react'))!;
    const summary = react.querySelector('summary')!;
    expect(summary).toHaveTextContent('License text of react');
    await user.click(summary);
    const text = await screen.findByRole('region', { name: 'License text of react' });
    expect(text.textContent).toBe(MIT);
    expect(text).toHaveAttribute('lang', 'en');

    const rrweb = packageItems().find((element) => element.textContent?.includes('@mixpanel/rrweb'))!;
    await user.click(rrweb.querySelector('summary')!);
    expect(rrweb).toHaveTextContent('This package does not include a license file.');
  });

  it('finds packages by name or license, and filters by license', async () => {
    const user = userEvent.setup();
    await renderLicensesPage();
    await screen.findByText('6 packages');

    await user.type(screen.getByRole('searchbox', { name: 'Search packages' }), 'REACT');
    expect(await screen.findByText('2 of 6 packages match')).toBeInTheDocument();
    expect(packageItems().map((element) => element.querySelector('a')?.textContent)).toEqual([
      expect.stringContaining('@chakra-ui/react'),
      expect.stringContaining('react'),
    ]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search packages' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search packages' }), 'bsd');
    expect(await screen.findByText('1 of 6 packages matches')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search packages' }));
    const licenses = screen.getByRole('combobox', { name: 'License' });
    expect(within(licenses).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All licenses (3 licenses)',
      'MIT (4 packages)',
      '0BSD (1 package)',
      'Not stated (1 package)',
    ]);
    await user.selectOptions(licenses, 'MIT');
    expect(await screen.findByText('4 of 6 packages match')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search packages' }), 'nothing-like-this');
    expect(await screen.findByText(/No package matches your search/)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    answers = ['offline', 'offline'];
    await renderLicensesPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list of open-source packages could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('6 packages')).toBeInTheDocument();
  });

  it('refuses an answer that is not the inventory (an HTML page, a wrong shape)', async () => {
    answers = [
      { status: 200, body: { packages: [{ name: 'x' }] } },
      { status: 200, body: '<!doctype html>' },
    ];
    await renderLicensesPage();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('speaks Spanish around the package names, which stay as published', async () => {
    await renderLicensesPage('es-US');
    expect(await screen.findByText('6 paquetes')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar paquetes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'react 19.3.1 (se abre en una pestaña nueva)' })).toBeInTheDocument();
  });
});

describe('inventoryUrl', () => {
  afterEach(() => {
    delete (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__;
  });

  it('is the file beside the remote’s own files, wherever webpack found them', () => {
    (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = 'http://localhost/remotes/mfe-public/';
    expect(inventoryUrl()).toBe('http://localhost/remotes/mfe-public/licenses.json');
    (globalThis as { __webpack_public_path__?: string }).__webpack_public_path__ = 'https://cdn.example.com/public/';
    expect(inventoryUrl()).toBe('https://cdn.example.com/public/licenses.json');
  });
});
