import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_FIELDS, ACCOUNT_MONEY_PATHS, PORTAL_API_PATHS, statementPdfPath, type Locale, type Statement } from 'shared-contracts';
import StatementsPage from '@/features/statements/StatementsPage';
import { activateTestLocale, fakeFetch, type FakeRoute, fakeShell, renderPage } from 'shared-ui/testing';
import { DETAILS } from '@/test/account-fixtures';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(60_000);

const GET_STATEMENTS = `GET ${ACCOUNT_MONEY_PATHS.statements}`;
const GET_DETAILS = `GET ${PORTAL_API_PATHS.accountDetails}`;

function statement(id: number, statementDate: string, overrides: Partial<Statement> = {}): Statement {
  return {
    id,
    statementDate,
    periodStart: '2026-10-02',
    periodEnd: statementDate,
    previousBalance: '12397.00',
    payments: '389.45',
    interest: '27.33',
    fees: '0.00',
    newBalance: '12034.88',
    amountDue: '389.45',
    dueDate: '2026-12-01',
    ...overrides,
  };
}

/** The demo loan's newest statements, newest first as the server lists them. */
const STATEMENTS = [
  statement(12, '2026-11-01'),
  statement(11, '2026-10-01', { newBalance: '12397.00', amountDue: '414.45', dueDate: '2026-11-01' }),
  statement(10, '2026-09-01', { newBalance: '12759.53', dueDate: '2026-10-01' }),
];

async function renderStatements(routes: Record<string, FakeRoute>, locale: Locale = 'en-US') {
  const api = fakeFetch(routes);
  const view = await renderPage(<StatementsPage routeId="accountStatements" locale={locale} params={{}} shell={fakeShell()} />);
  return { ...api, ...view, user: userEvent.setup() };
}

beforeEach(() => activateTestLocale());

describe('StatementsPage (spec 2.4 /account/statements)', () => {
  it('lists the statements newest first with their figures and PDF links', async () => {
    await renderStatements({ [GET_STATEMENTS]: () => ({ body: STATEMENTS }), [GET_DETAILS]: () => ({ body: DETAILS }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Statements' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your statements, newest first' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Statement date', 'New balance', 'Amount due', 'Due date', 'Statement (PDF)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['November 1, 2026', 'October 1, 2026', 'September 1, 2026']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent).slice(0, 3)).toEqual(['$12,397.00', '$414.45', 'November 1, 2026']);

    const open = within(rows[0]!).getByRole('link', { name: 'Open the statement of November 1, 2026 (PDF)' });
    expect(open).toHaveAttribute('href', statementPdfPath(12, 'en-US'));
    expect(open).toHaveAttribute('href', '/api/statements/12/pdf?locale=en-US');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAccessibleDescription('Opens in a new tab');
    const download = within(rows[0]!).getByRole('link', { name: 'Download the statement of November 1, 2026 (PDF)' });
    expect(download).toHaveAttribute('href', '/api/statements/12/pdf?locale=en-US');
    expect(download).toHaveAttribute('download', 'statement-2026-11-01.pdf');
    expect(within(rows[2]!).getByRole('link', { name: 'Open the statement of September 1, 2026 (PDF)' })).toHaveAttribute('href', '/api/statements/10/pdf?locale=en-US');

    // The demo borrower is paperless (billing method I).
    expect(screen.getByText(/Your statements are paperless/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change how you get statements in Settings' })).toHaveAttribute('href', '/account/settings');
  });

  it('offers paperless to a borrower on paper statements', async () => {
    await renderStatements({ [GET_STATEMENTS]: () => ({ body: STATEMENTS }), [GET_DETAILS]: () => ({ body: { ...DETAILS, [ACCOUNT_FIELDS.billingMethod]: 'P' } }) });
    expect(await screen.findByRole('link', { name: 'Go paperless in Settings' })).toHaveAttribute('href', '/account/settings');
    expect(screen.getByText(/You get your statements on paper by mail/)).toBeInTheDocument();
  });

  it('formats for the page locale and asks for the PDF in it', async () => {
    // The shell activates the page's locale; the page adds its own catalog to it.
    await i18n.loadAndActivate({ locale: 'pt-BR', messages: {} });
    await renderStatements({ [GET_STATEMENTS]: () => ({ body: STATEMENTS }), [GET_DETAILS]: () => ({ body: DETAILS }) }, 'pt-BR');
    const table = await screen.findByRole('table');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('1 de novembro de 2026');
    expect(within(first).getAllByRole('cell')[0]).toHaveTextContent(/^US\$\s12\.034,88$/);
    expect(within(first).getAllByRole('link')[0]).toHaveAttribute('href', '/api/statements/12/pdf?locale=pt-BR');
    expect(within(first).getAllByRole('link')[0]).toHaveAccessibleName('Abrir o extrato de 1 de novembro de 2026 (PDF)');
    expect(screen.getByRole('link', { name: /Configurações/ })).toHaveAttribute('href', '/pt/account/settings');
  });

  it('says when there is no statement yet, without holding up on the account details', async () => {
    await renderStatements({ [GET_STATEMENTS]: () => ({ body: [] }) });
    expect(await screen.findByText(/You have no statements yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Details not answered: the note speaks in general words and still links to the settings.
    expect(screen.getByRole('link', { name: 'Choose paper or paperless statements in Settings' })).toHaveAttribute('href', '/account/settings');
  });

  it('shows a failed read with a way to try again', async () => {
    let fail = true;
    const { user } = await renderStatements({
      [GET_STATEMENTS]: () => (fail ? { network: true } : { body: STATEMENTS }),
      [GET_DETAILS]: () => ({ body: DETAILS }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your statements.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
