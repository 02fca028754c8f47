import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MONEY_PATHS, historyCsvPath, paymentReceiptPdfPath } from 'shared-contracts';
import HistoryPage from '@/features/history/HistoryPage';
import { historyItem, historyPage } from '@/features/history/test/history-test-utils';
import { activateTestLocale, currentSearch, fakeFetch, fakeShell, renderPage, type FakeRoute } from 'shared-ui/testing';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(60_000);

const GET_HISTORY = `GET ${ACCOUNT_MONEY_PATHS.history}`;

const PENDING = historyItem({
  id: 'P9',
  postedOn: '2026-11-25',
  description: 'Online payment — pending',
  amount: '-150.00',
  principal: '0.00',
  interest: '0.00',
  fees: '0.00',
  runningBalance: '12034.88',
  status: 'pending',
  reference: 'RB-ABCDE-23456',
});
const PAYMENT = historyItem();
const INTEREST = historyItem({
  id: 'T100',
  postedOn: '2026-11-01',
  type: 'interest',
  code: 'interest',
  description: 'Interest charged — 31 days at 8.9% APR',
  amount: '27.35',
  principal: '0.00',
  interest: '27.35',
  fees: '0.00',
  runningBalance: '12424.33',
});
const LATE_FEE = historyItem({
  id: 'T50',
  postedOn: '2025-10-30',
  type: 'late_fee',
  code: 'late_fee',
  description: 'Late fee — payment due 2025-10-15',
  amount: '25.00',
  principal: '0.00',
  interest: '0.00',
  fees: '25.00',
  runningBalance: '15110.20',
});

/** The query string of each history request sent, as an object. */
const queriesOf = (sentTo: ReturnType<typeof fakeFetch>['sentTo']) =>
  sentTo(ACCOUNT_MONEY_PATHS.history, 'GET').map((request) => Object.fromEntries(new URL(request.url, 'http://localhost').searchParams));

async function renderHistory(routes: Record<string, FakeRoute>, url = '/account/history') {
  const api = fakeFetch(routes);
  const view = await renderPage(<HistoryPage routeId="accountHistory" locale="en-US" params={{}} shell={fakeShell()} />, { route: url });
  return { ...view, sentTo: api.sentTo, search: currentSearch, user: userEvent.setup() };
}

const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => activateTestLocale());

describe('HistoryPage (spec 2.4 /account/history, spec 9)', () => {
  it('shows each transaction formatted, newest first, with the pending payment marked for eyes and screen readers', async () => {
    const { sentTo } = await renderHistory({ [GET_HISTORY]: () => ({ body: historyPage([PENDING, PAYMENT, INTEREST, LATE_FEE]) }) });
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Transactions, newest first: page 1 of 1' })).toBeInTheDocument();
    expect(queriesOf(sentTo)).toEqual([{ page: '1' }]);
    expect(screen.getByRole('status')).toHaveTextContent('4 transactions');

    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'Type', 'Description', 'Amount', 'Principal', 'Interest', 'Fees', 'Balance', 'Receipt']);

    const [pending, payment, interest, fee] = rows();
    // The row header carries the mark, so it is said with every cell of the row.
    expect(within(pending!).getByRole('rowheader')).toHaveAccessibleName('Nov 25, 2026 Pending: not posted yet');
    expect(within(pending!).getByText('Pending')).toBeVisible();
    expect(within(pending!).getAllByText('Known when it posts')).toHaveLength(3);
    expect(within(pending!).getByText('-$150.00')).toBeInTheDocument();
    // A payment made here has its receipt, named by its confirmation number (docs/decisions/058).
    expect(within(pending!).getByRole('link', { name: 'Receipt of payment RB-ABCDE-23456 (PDF)' })).toHaveAttribute(
      'href',
      paymentReceiptPdfPath('RB-ABCDE-23456', 'en-US'),
    );

    expect(within(payment!).getByRole('rowheader')).toHaveTextContent(/^Nov 2, 2026$/);
    expect(within(payment!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Payment',
      // Worded by its code in the page's language, not the servicing system's description.
      'Online payment',
      '-$389.45',
      '-$362.10',
      '-$27.35',
      '$0.00',
      '$12,034.88',
      // A servicing-system reference, not a confirmation number: no receipt here.
      '',
    ]);
    expect(within(interest!).getAllByRole('cell', { name: 'Interest' })).toHaveLength(2);
    expect(within(fee!).getAllByRole('cell', { name: 'Late fee' })).toHaveLength(2);
    expect(screen.queryByText('Online payment — thank you')).not.toBeInTheDocument();
    expect(within(fee!).getByRole('rowheader')).toHaveTextContent('Oct 30, 2025');

    expect(screen.getByRole('link', { name: 'Download all transactions (CSV)' })).toHaveAttribute('href', `${ACCOUNT_MONEY_PATHS.historyCsv}?locale=en-US`);
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('applies the type and date filters to the request, the URL and the CSV link, from page 1', async () => {
    const { sentTo, user, search } = await renderHistory(
      { [GET_HISTORY]: ({ url }) => ({ body: url.includes('type=payment') ? historyPage([PAYMENT]) : historyPage([PAYMENT, INTEREST], { page: 2, total: 12 }) }) },
      '/account/history?page=2',
    );
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Payment');
    await user.type(screen.getByLabelText('From date'), '2026-01-01');
    await user.type(screen.getByLabelText('To date'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 transaction matches these filters.'));
    expect(queriesOf(sentTo).at(-1)).toEqual({ page: '1', type: 'payment', from: '2026-01-01', to: '2026-11-30' });
    expect(search()).toBe('?type=payment&from=2026-01-01&to=2026-11-30');
    const filter = { type: 'payment', from: '2026-01-01', to: '2026-11-30' } as const;
    expect(screen.getByRole('link', { name: 'Download these transactions (CSV)' })).toHaveAttribute('href', historyCsvPath(filter, 'en-US'));
    expect(historyCsvPath(filter, 'en-US')).toBe('/api/history.csv?type=payment&from=2026-01-01&to=2026-11-30&locale=en-US');

    // Clear in the form: every transaction again, and the focus stays in the form.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    expect(screen.getByLabelText('From date')).toHaveValue('');
  });

  it('refuses a start date after the end date beside the field, and asks nothing', async () => {
    const { sentTo, user } = await renderHistory({ [GET_HISTORY]: () => ({ body: historyPage([PAYMENT]) }) });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From date'), '2026-11-30');
    await user.type(screen.getByLabelText('To date'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const from = screen.getByLabelText('From date');
    await waitFor(() => expect(from).toHaveAccessibleDescription('The start date must be on or before the end date.'));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveFocus();
    expect(sentTo(ACCOUNT_MONEY_PATHS.history, 'GET')).toHaveLength(1);
  });

  it('reads the page and filter from the URL, so a reload shows the same transactions', async () => {
    const { sentTo } = await renderHistory({ [GET_HISTORY]: () => ({ body: historyPage([INTEREST], { page: 2, total: 24 }) }) }, '/account/history?type=interest&page=2&from=nonsense');
    await screen.findByRole('table', { name: 'Transactions, newest first: page 2 of 3' });
    // The part the schema refuses is left out; the rest stands.
    expect(queriesOf(sentTo)).toEqual([{ page: '2', type: 'interest' }]);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('interest');
    expect(screen.getByRole('status')).toHaveTextContent('24 transactions match these filters.');
  });

  it('pages with the pager of /design (10 a page, 2 siblings) and moves the focus to the caption', async () => {
    const { sentTo, user, search } = await renderHistory({
      [GET_HISTORY]: ({ url }) => {
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        return { body: historyPage([historyItem({ id: `T${page}`, amount: `-${page}.00` })], { page, total: 47 }) };
      },
    });
    await screen.findByText('-$1.00');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Page 5' })).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('-$3.00');
    expect(queriesOf(sentTo).at(-1)).toEqual({ page: '3' });
    expect(search()).toBe('?page=3');
    const caption = screen.getByText('Transactions, newest first: page 3 of 5');
    await waitFor(() => expect(caption).toHaveFocus());

    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await screen.findByText('-$4.00');
    await waitFor(() => expect(screen.getByText('Transactions, newest first: page 4 of 5')).toHaveFocus());
    expect(within(pager).getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when no transaction matches and clears the filters from there', async () => {
    const { sentTo, user, search } = await renderHistory(
      { [GET_HISTORY]: ({ url }) => ({ body: url.includes('type=') ? historyPage([]) : historyPage([PAYMENT]) }) },
      '/account/history?type=adjustment',
    );
    expect(await screen.findByText('No transactions match these filters.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /CSV/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters and show all transactions' }));
    await screen.findByRole('table');
    expect(search()).toBe('');
    expect(queriesOf(sentTo).at(-1)).toEqual({ page: '1' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Transactions' })).toHaveFocus());
  });

  it('shows a failed read with a way to try again', async () => {
    let fail = true;
    const { user } = await renderHistory({ [GET_HISTORY]: () => (fail ? { status: 500, body: { status: 'INTERNAL_ERROR', message: 'Down' } } : { body: historyPage([PAYMENT]) }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your transactions.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
