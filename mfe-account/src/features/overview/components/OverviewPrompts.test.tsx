import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_FIELDS, PORTAL_API_PATHS, QUERY_KEYS, type AccountDetails } from 'shared-contracts';
import { OverviewPrompts } from '@/features/overview/components/OverviewPrompts';
import { activateTestLocale, fakeFetch, renderWithProviders, testQueryClient } from 'shared-ui/testing';
import { DETAILS, PAPER_DETAILS } from '@/features/overview/test/overview-fixtures';

jest.setTimeout(60_000);

/** The flags as uiFlagsAtom keeps them in this browser (spec 3 UI flags). */
const storedFlags = () => JSON.parse(localStorage.getItem('ui-flags') ?? '{}') as Record<string, boolean>;

function renderPrompts(details: AccountDetails = PAPER_DETAILS) {
  fakeFetch({ [`GET ${PORTAL_API_PATHS.accountDetails}`]: () => ({ body: details }) });
  const queryClient = testQueryClient();
  queryClient.setQueryData(QUERY_KEYS.accountDetails, details);
  renderWithProviders(<OverviewPrompts locale="en-US" />, { queryClient });
  return userEvent.setup();
}

beforeEach(async () => {
  localStorage.clear();
  await activateTestLocale();
});

describe('OverviewPrompts (spec 3 UI flags download-app-shown, paperless-shown)', () => {
  it('offers the app and, to a customer billed on paper, paperless; each dismissed for good, the focus kept on the page', async () => {
    const user = renderPrompts();
    expect(await screen.findByRole('heading', { name: 'Your loan in your pocket' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Go paperless' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn on paperless statements' })).toHaveAttribute('href', '/account/settings');
    expect(screen.getByRole('link', { name: 'Get it on App Store (opens in a new tab)' })).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Dismiss the app offer' }));
    expect(screen.queryByRole('heading', { name: 'Your loan in your pocket' })).not.toBeInTheDocument();
    expect(storedFlags()['download-app-shown']).toBe(true);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Go paperless' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Dismiss the paperless offer' }));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(storedFlags()['paperless-shown']).toBe(true);
    // Not lost to the body: the next Tab goes on from the prompts' place in the page.
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
  });

  it('does not offer paperless to a customer who has it', async () => {
    renderPrompts({ ...DETAILS, [ACCOUNT_FIELDS.billingMethod]: 'I' });
    expect(await screen.findByRole('heading', { name: 'Your loan in your pocket' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Go paperless' })).not.toBeInTheDocument();
  });

  it('shows nothing once both were dismissed in this browser, here or on the home page', async () => {
    localStorage.setItem('ui-flags', JSON.stringify({ 'download-app-shown': true, 'paperless-shown': true }));
    renderPrompts();
    // The stored flags are read after the first render: give them the chance to (wrongly) show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
