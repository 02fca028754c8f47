import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MONEY_PATHS, QUERY_KEYS, withId } from 'shared-contracts';
import { ScheduledPayments } from '@/features/payments/components/ScheduledPayments';
import { activateTestLocale, fakeFetch, fakeShell, renderWithProviders, testQueryClient } from 'shared-ui/testing';
import { CHECKING, DETAILS, scheduledPayment } from '@/test/account-fixtures';

jest.setTimeout(60_000);

beforeEach(() => activateTestLocale());

describe('ScheduledPayments (spec 2.4)', () => {
  it('lists scheduled and pending payments, cancels one after confirming and refreshes the account', async () => {
    const scheduled = scheduledPayment();
    const inProcess = scheduledPayment({ id: 42, status: 'pending', amount: '389.45', payOn: '2026-11-18', confirmationNumber: 'RB-ZZZZZ-22222', cancellable: false });
    const posted = scheduledPayment({ id: 40, status: 'posted', payOn: '2026-10-30', postedOn: '2026-10-30', cancellable: false });
    let payments = [scheduled, inProcess, posted];
    const { sentTo } = fakeFetch({
      [`GET ${ACCOUNT_MONEY_PATHS.payments}`]: () => ({ body: payments }),
      [`GET ${ACCOUNT_MONEY_PATHS.paymentMethods}`]: () => ({ body: [CHECKING] }),
      [`DELETE ${withId(ACCOUNT_MONEY_PATHS.payment, scheduled.id)}`]: () => {
        payments = [inProcess, posted];
        return { status: 204 };
      },
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(QUERY_KEYS.accountDetails, DETAILS);
    renderWithProviders(<ScheduledPayments locale="en-US" shell={fakeShell()} />, { queryClient });
    const user = userEvent.setup();

    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    // Soonest first: the pending one of today, then the scheduled one.
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Pending');
    expect(items[1]).toHaveTextContent('$150.00');
    expect(items[1]).toHaveTextContent('Friday, November 27, 2026');
    expect(items[1]).toHaveTextContent('From Everyday checking •••• 6789');
    expect(within(list).getByText('RB-KQ7MX-P4T2W')).toBeInTheDocument();
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    // Posted payments are history, not something still to come.
    expect(within(list).queryByText('Friday, October 30, 2026')).not.toBeInTheDocument();
    // Only the scheduled one can still be cancelled.
    expect(within(list).getAllByRole('button')).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: 'Cancel payment of $150.00 on November 27, 2026' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this payment?' });
    expect(dialog).toHaveTextContent('The payment of $150.00 on November 27, 2026 will not be made.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep payment' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentTo(withId(ACCOUNT_MONEY_PATHS.payment, scheduled.id), 'DELETE')).toHaveLength(0);

    await user.click(within(list).getByRole('button', { name: /^Cancel payment of \$150\.00/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel payment' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentTo(withId(ACCOUNT_MONEY_PATHS.payment, scheduled.id), 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Your payment of $150.00 on November 27, 2026 is cancelled.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Scheduled payments' })).toHaveFocus());
    await waitFor(() => expect(screen.queryByText('RB-KQ7MX-P4T2W')).not.toBeInTheDocument());
    // The amount due moves with a cancelled payment: the account details are read again when next shown.
    expect(queryClient.getQueryState(QUERY_KEYS.accountDetails)?.isInvalidated).toBe(true);
  });

  it('says when a payment can no longer be cancelled (409) and keeps the dialog open', async () => {
    const scheduled = scheduledPayment();
    fakeFetch({
      [`GET ${ACCOUNT_MONEY_PATHS.payments}`]: () => ({ body: [scheduled] }),
      [`GET ${ACCOUNT_MONEY_PATHS.paymentMethods}`]: () => ({ body: [CHECKING] }),
      [`DELETE ${withId(ACCOUNT_MONEY_PATHS.payment, scheduled.id)}`]: () => ({ status: 409, body: { status: 'CONFLICT', message: 'In process' } }),
    });
    renderWithProviders(<ScheduledPayments locale="en-US" shell={fakeShell()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Cancel payment of/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel payment' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('This payment can no longer be cancelled')).toBeInTheDocument();
    expect(within(screen.getByRole('alertdialog')).queryByRole('button', { name: 'Cancel payment' })).not.toBeInTheDocument();
  });
});
