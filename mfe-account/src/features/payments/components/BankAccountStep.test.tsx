import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MONEY_PATHS, newPaymentMethodSchema, type PaymentMethod } from 'shared-contracts';
import PaymentsPage from '@/features/payments/PaymentsPage';
import { activateTestLocale, fakeFetch, fakeShell, pinClock, renderPage } from 'shared-ui/testing';
import { pageReads, PINNED_NOW } from '@/test/account-fixtures';

jest.setTimeout(60_000);

const SAVED: PaymentMethod = { id: 12, kind: 'bank', accountType: 'savings', last4: '4321', nickname: '' };
// 3·(0+0+0) + 7·(1+0+1) + (1+0+5) = 20: a valid ABA checksum (a Federal Reserve routing number).
const VALID_ROUTING = '011000015';
// 3·(1+4+7) + 7·(2+5+8) + (3+6+9) = 159: nine digits, but not a routing number.
const MISTYPED_ROUTING = '123456789';

beforeEach(async () => {
  pinClock(PINNED_NOW);
  await activateTestLocale();
});
afterEach(() => jest.useRealTimers());

describe('BankAccountStep: add a bank account (spec 2.4)', () => {
  it('refuses a bad routing number as it is typed and a mismatched confirmation, then saves and selects the account', async () => {
    let methods: PaymentMethod[] = [];
    const { sentTo } = fakeFetch(
      pageReads({
        [`GET ${ACCOUNT_MONEY_PATHS.paymentMethods}`]: () => ({ body: methods }),
        [`POST ${ACCOUNT_MONEY_PATHS.paymentMethods}`]: () => {
          methods = [SAVED];
          return { status: 201, body: SAVED };
        },
      }),
    );
    await renderPage(<PaymentsPage routeId="payments" locale="en-US" params={{}} shell={fakeShell()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    // No saved account yet: the add form is the step.
    const routing = await screen.findByRole('textbox', { name: /Routing number/ });
    expect(screen.getByText('You have no saved bank account yet. Add the account you want to pay from.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Account holder name/ }), 'Maria Garcia');
    await user.type(routing, `${MISTYPED_ROUTING}0`);
    // The ninth digit is enough: the field still has the focus and says what is wrong.
    expect(routing).toHaveValue(MISTYPED_ROUTING);
    expect(routing).toHaveFocus();
    await waitFor(() =>
      expect(routing).toHaveAccessibleDescription(expect.stringContaining('This is not a valid routing number. Check the 9 digits at the bottom left of a check.')),
    );

    await user.type(screen.getByRole('textbox', { name: /^Account number\W*$/ }), '000123456789');
    await user.type(screen.getByRole('textbox', { name: /Account number again/ }), '000123456780');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Account number again/ })).toHaveAccessibleDescription(expect.stringContaining('The account numbers do not match.'));
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(sentTo(ACCOUNT_MONEY_PATHS.paymentMethods, 'POST')).toHaveLength(0);

    await user.clear(routing);
    await user.type(routing, VALID_ROUTING);
    await waitFor(() => expect(routing).not.toHaveAttribute('aria-invalid'));
    await user.clear(screen.getByRole('textbox', { name: /Account number again/ }));
    await user.type(screen.getByRole('textbox', { name: /Account number again/ }), '000123456789');
    await user.click(screen.getByRole('radio', { name: 'Savings' }));
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));

    const saved = await screen.findByRole('radio', { name: 'Savings ending in 4321' });
    await waitFor(() => expect(saved).toBeChecked());
    await waitFor(() => expect(saved).toHaveFocus());
    const [post] = sentTo(ACCOUNT_MONEY_PATHS.paymentMethods, 'POST');
    // The copy typed to check the number never leaves the page, nor does an empty nickname.
    expect(post!.body).toEqual({ holderName: 'Maria Garcia', routingNumber: VALID_ROUTING, accountNumber: '000123456789', accountType: 'savings' });
    expect(newPaymentMethodSchema.strict().parse(post!.body)).toEqual(post!.body);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /^Step 3 of 5/ })).toHaveFocus());
  });
});
