import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_FIELDS, ACCOUNT_MONEY_PATHS, PORTAL_API_PATHS, type Locale } from 'shared-contracts';
import { messageSummariesQueryOptions } from 'shared-contracts/api-client';
import OverviewPage from '@/app/pages/OverviewPage';
import { activateTestLocale, fakeFetch, type FakeRoute, fakeShell, pinClock, renderPage, testQueryClient } from 'shared-ui/testing';
import { DETAILS, OVERVIEW_NOW, historyPage, historyPayment, overviewReads, scheduledPayment } from '@/features/overview/test/overview-fixtures';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(60_000);

// Intl separates some parts with a no-break space (pt-BR's "US$ 389,45").
const plain = (text: string | null) => (text ?? '').replace(/\u00a0|\u202f/g, ' ');

async function renderOverview(routes: Record<string, FakeRoute>, locale: Locale = 'en-US', { shellPolled = true } = {}) {
  const api = fakeFetch(routes);
  const queryClient = testQueryClient();
  // The shell polls the summaries (spec 4.5); the page only reads what the poll holds.
  if (shellPolled) await queryClient.prefetchQuery(messageSummariesQueryOptions());
  const view = await renderPage(<OverviewPage routeId="account" locale={locale} params={{}} shell={fakeShell()} />, { queryClient });
  return { ...api, ...view, user: userEvent.setup() };
}

/** The value (`dd`) of a term (`dt`) of the loan's description list. */
function valueOf(term: string): HTMLElement {
  const dt = screen.getAllByText(term).find((element) => element.tagName === 'DT');
  if (!dt) throw new Error(`No term ${term}`);
  return dt.parentElement!.querySelector('dd')!;
}

beforeEach(async () => {
  pinClock(OVERVIEW_NOW);
  localStorage.clear();
  await activateTestLocale();
});
afterEach(() => jest.useRealTimers());

describe('OverviewPage: my account (spec 2.4 /account, spec 3 account details)', () => {
  it('greets the borrower under the "My account" h1 and shows the vehicle, the masked account and every figure', async () => {
    await renderOverview(overviewReads({ [`GET ${ACCOUNT_MONEY_PATHS.payments}`]: () => ({ body: [scheduledPayment()] }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(await screen.findByText(/^Welcome back,/)).toHaveTextContent('Welcome back, Maria.');

    const loan = screen.getByRole('region', { name: 'Your loan' });
    expect(within(loan).getByText('2019 Honda Civic')).toBeInTheDocument();
    expect(within(loan).getByText('1HGCM82633A004352')).toBeInTheDocument();
    expect(valueOf('Account number')).toHaveTextContent('•••• 8841');
    expect(valueOf('Account number')).toHaveTextContent('Account number ending in 8841');
    expect(document.body).not.toHaveTextContent(DETAILS[ACCOUNT_FIELDS.accountNumber]);
    expect(valueOf('Account status')).toHaveTextContent('Active');
    expect(valueOf('Current balance')).toHaveTextContent('$12,034.88');
    expect(valueOf('Payoff amount today')).toHaveTextContent('$12,101.37');
    // No credit, no line for it (docs/decisions/051).
    expect(screen.queryByText('Credit balance')).not.toBeInTheDocument();
    expect(valueOf('Amount due')).toHaveTextContent('$389.45');
    expect(valueOf('Next due date')).toHaveTextContent('Tuesday, December 1, 2026 (6 days left)');
    expect(await within(valueOf('Last payment')).findByText(/on/)).toHaveTextContent('$389.45 on November 1, 2026');

    const settings = screen.getByRole('region', { name: 'Your settings' });
    expect(valueOf('Autopay')).toHaveTextContent('Off');
    expect(valueOf('Statements')).toHaveTextContent('Paperless, by e-mail');
    expect(valueOf('Text messages')).toHaveTextContent('On');
    expect(within(settings).getByRole('link', { name: 'Change autopay' })).toHaveAttribute('href', '/payments');
    expect(within(settings).getByRole('link', { name: 'Change how you get statements' })).toHaveAttribute('href', '/account/settings');
    expect(within(settings).getByRole('link', { name: 'Change text messages' })).toHaveAttribute('href', '/account/settings');

    const messages = screen.getByRole('region', { name: 'Secure messages' });
    expect(await within(messages).findByText('You have 1 unread message.')).toBeInTheDocument();
    expect(within(messages).getByRole('link', { name: 'Go to the message center' })).toHaveAttribute('href', '/account/messaging');

    const actions = screen.getByRole('region', { name: 'Quick actions' });
    expect(within(actions).getByRole('link', { name: 'Make a payment' })).toHaveAttribute('href', '/payments');
    expect(within(actions).getByRole('link', { name: 'Change my due date' })).toHaveAttribute('href', '/account/due-date');
    expect(within(actions).getByRole('link', { name: 'View statements' })).toHaveAttribute('href', '/account/statements');

    // The payments feature's list, with its Cancel.
    const scheduled = screen.getByRole('region', { name: 'Scheduled payments' });
    expect(await within(scheduled).findByRole('button', { name: 'Cancel payment of $150.00 on November 27, 2026' })).toBeInTheDocument();

    expect(await screen.findByText('$12,101.37', { selector: 'span' })).toBeInTheDocument();
  });

  it('tells the borrower that autopay is paused after returned payments (docs/decisions/055)', async () => {
    const notices = { [`GET ${ACCOUNT_MONEY_PATHS.notices}`]: () => ({ body: [{ id: 1, kind: 'autopay_suspended', createdAt: '2026-11-03T18:00:00.000Z' }] }) };
    await renderOverview(overviewReads(notices));
    expect(await screen.findByText('Automatic payments are paused')).toBeInTheDocument();
    expect(screen.getByText(/Your bank returned two payments within twelve months/)).toHaveTextContent('(888) 555-0142');
  });

  it('shows a credit balance beside the payoff when money paid above the balance is held (docs/decisions/051)', async () => {
    await renderOverview(
      overviewReads({
        [`GET ${PORTAL_API_PATHS.accountDetails}`]: () => ({
          body: { ...DETAILS, [ACCOUNT_FIELDS.currentBalance]: '0.00', [ACCOUNT_FIELDS.payoffAmount]: '0.00', [ACCOUNT_FIELDS.creditBalance]: '50.00' },
        }),
      }),
    );
    await screen.findByRole('region', { name: 'Your loan' });
    expect(valueOf('Credit balance')).toHaveTextContent('$50.00');
    expect(valueOf('Credit balance')).toHaveTextContent('You paid more than you owed.');
  });

  it('counts the days late, reads a paper billing and autopay on, and passes over a pending payment for the last one', async () => {
    await renderOverview(
      overviewReads({
        [`GET ${PORTAL_API_PATHS.accountDetails}`]: () => ({
          body: { ...DETAILS, [ACCOUNT_FIELDS.nextDueDate]: '2026-11-24', [ACCOUNT_FIELDS.autopayFlag]: 'Y', [ACCOUNT_FIELDS.billingMethod]: 'P', [ACCOUNT_FIELDS.textEnrolled]: 'N' },
        }),
        [`GET ${ACCOUNT_MONEY_PATHS.history}`]: () => ({
          body: historyPage([historyPayment({ id: 'pending-1', status: 'pending', postedOn: '2026-11-25', amount: '-50.00' }), historyPayment({ postedOn: '2026-10-30', amount: '-400.00' })]),
        }),
        [`GET ${PORTAL_API_PATHS.messageSummaries}`]: () => ({ body: [] }),
      }),
    );
    await screen.findByRole('region', { name: 'Your loan' });
    expect(valueOf('Next due date')).toHaveTextContent('Tuesday, November 24, 2026 (1 day past due)');
    expect(valueOf('Autopay')).toHaveTextContent('On');
    expect(valueOf('Statements')).toHaveTextContent('Paper, by mail');
    expect(valueOf('Text messages')).toHaveTextContent('Off');
    await waitFor(() => expect(valueOf('Last payment')).toHaveTextContent('$400.00 on October 30, 2026'));
    expect(await screen.findByText('You have no unread messages.')).toBeInTheDocument();
  });

  it("never asks for the summaries itself: without the shell's answer it still links to the message center", async () => {
    const { sentTo } = await renderOverview(overviewReads(), 'en-US', { shellPolled: false });
    await screen.findByRole('region', { name: 'Your loan' });
    expect(screen.getByText('Read your messages and write to us in the message center.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the message center' })).toBeInTheDocument();
    expect(sentTo(PORTAL_API_PATHS.messageSummaries, 'GET')).toHaveLength(0);
  });

  it('writes figures and dates the Brazilian way and links to the /pt pages', async () => {
    await i18n.loadAndActivate({ locale: 'pt-BR', messages: {} });
    await renderOverview(overviewReads(), 'pt-BR');
    await screen.findByRole('region', { name: 'Seu financiamento' });
    expect(plain(valueOf('Saldo atual').textContent)).toBe('US$ 12.034,88');
    expect(plain(valueOf('Valor devido').textContent)).toBe('US$ 389,45');
    expect(valueOf('Próximo vencimento')).toHaveTextContent('terça-feira, 1 de dezembro de 2026 (faltam 6 dias)');
    expect(screen.getByText('Olá de novo,', { exact: false })).toHaveTextContent('Olá de novo, Maria.');
    expect(screen.getByRole('link', { name: 'Fazer um pagamento' })).toHaveAttribute('href', '/pt/payments');
    expect(screen.getByRole('link', { name: 'Ir para a central de mensagens' })).toHaveAttribute('href', '/pt/account/messaging');
  });

  it('says when the account cannot be loaded and loads it again on Try again', async () => {
    let fail = true;
    const { user } = await renderOverview(
      overviewReads({ [`GET ${PORTAL_API_PATHS.accountDetails}`]: () => (fail ? { status: 500, body: { status: 'ERROR', message: 'Down' } } : { body: DETAILS }) }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your account.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your loan' })).toBeInTheDocument();
    expect(screen.queryByText('We could not load your account.')).not.toBeInTheDocument();
  });
});
