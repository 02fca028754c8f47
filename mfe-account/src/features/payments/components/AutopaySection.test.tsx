import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MONEY_PATHS, QUERY_KEYS, autopayRequestSchema, type Autopay } from 'shared-contracts';
import { AutopaySection } from '@/features/payments/components/AutopaySection';
import { activateTestLocale, fakeFetch, fakeShell, renderWithProviders, testQueryClient } from 'shared-ui/testing';
import { AUTOPAY_OFF, CHECKING, DETAILS } from '@/test/account-fixtures';

jest.setTimeout(60_000);

beforeEach(() => activateTestLocale());

describe('AutopaySection (spec 2.4, F0410)', () => {
  it('enrols with a bank account and a draft day, then shows the new state and refreshes the account details', async () => {
    let autopay: Autopay = AUTOPAY_OFF;
    const { sentTo } = fakeFetch({
      [`GET ${ACCOUNT_MONEY_PATHS.autopay}`]: () => ({ body: autopay }),
      [`GET ${ACCOUNT_MONEY_PATHS.paymentMethods}`]: () => ({ body: [CHECKING] }),
      [`PUT ${ACCOUNT_MONEY_PATHS.autopay}`]: ({ body }) => {
        autopay = { enrolled: true, ...autopayRequestSchema.parse(body), amount: 'amountDue' };
        return { body: autopay };
      },
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(QUERY_KEYS.accountDetails, DETAILS);
    renderWithProviders(<AutopaySection shell={fakeShell()} />, { queryClient });
    const user = userEvent.setup();

    expect(await screen.findByText(/^Autopay is off\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on autopay' }));
    // Nothing chosen yet: refused by the fields, nothing sent.
    expect(await screen.findByText('Choose the bank account autopay draws from.')).toBeInTheDocument();
    expect(screen.getByText('Choose a day from 1 to 28.')).toBeInTheDocument();
    expect(sentTo(ACCOUNT_MONEY_PATHS.autopay, 'PUT')).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: /Bank account/ }), 'Everyday checking, ending in 6789');
    await user.selectOptions(screen.getByRole('combobox', { name: /Day of the month/ }), '15');
    await user.click(screen.getByRole('button', { name: 'Turn on autopay' }));

    await waitFor(() => expect(sentTo(ACCOUNT_MONEY_PATHS.autopay, 'PUT')).toHaveLength(1));
    expect(sentTo(ACCOUNT_MONEY_PATHS.autopay, 'PUT')[0]!.body).toEqual({ paymentMethodId: 7, draftDay: 15 });
    expect(await screen.findByText(/^Autopay is on\. We take your amount due on day 15 of each month from Everyday checking/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Autopay is on.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Autopay' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Stop autopay' })).toBeInTheDocument();
    // The autopay flag of the account details (F0410) changed with it.
    expect(queryClient.getQueryState(QUERY_KEYS.accountDetails)?.isInvalidated).toBe(true);
  });

  it('stops autopay after confirming', async () => {
    let autopay: Autopay = { enrolled: true, paymentMethodId: CHECKING.id, draftDay: 15, amount: 'amountDue' };
    const { sentTo } = fakeFetch({
      [`GET ${ACCOUNT_MONEY_PATHS.autopay}`]: () => ({ body: autopay }),
      [`GET ${ACCOUNT_MONEY_PATHS.paymentMethods}`]: () => ({ body: [CHECKING] }),
      [`DELETE ${ACCOUNT_MONEY_PATHS.autopay}`]: () => {
        autopay = AUTOPAY_OFF;
        return { body: autopay };
      },
    });
    renderWithProviders(<AutopaySection shell={fakeShell()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Stop autopay' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Stop autopay?' });
    expect(within(dialog).getByRole('button', { name: 'Keep autopay' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stop autopay' }));
    await waitFor(() => expect(sentTo(ACCOUNT_MONEY_PATHS.autopay, 'DELETE')).toHaveLength(1));
    expect(await screen.findByText(/^Autopay is off\. Turn it on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on autopay' })).toBeInTheDocument();
  });
});
