import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuestDetailsStep } from '@/features/payments/guest/GuestDetailsStep';
import { activateTestLocale, renderWithProviders } from 'shared-ui/testing';

const LOAN = { token: 't'.repeat(43), maskedName: 'M. Garcia', amountDue: '389.45', dueDate: '2026-12-15', payoff: '14412.90' };

describe('guest payment details', () => {
  beforeAll(() => activateTestLocale());
  it('hands the typed details to the review once the shared schema accepts them', async () => {
    const onReview = jest.fn();
    renderWithProviders(<GuestDetailsStep loan={LOAN} values={null} onReview={onReview} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Another amount' }));
    await user.type(screen.getByRole('textbox', { name: /Amount to pay/ }), '25.00');
    await user.type(screen.getByRole('textbox', { name: /Routing number/ }), '021000021');
    await user.type(screen.getByRole('textbox', { name: /^Bank account number\*?$/ }), '987654321');
    await user.type(screen.getByRole('textbox', { name: /Bank account number again/ }), '987654321');
    await user.type(screen.getByRole('textbox', { name: /Name on the bank account/ }), 'Maria Garcia');
    await user.type(screen.getByRole('textbox', { name: /E-mail address for the receipt/ }), 'payer@example.com');
    await user.click(screen.getByRole('button', { name: 'Review the payment' }));
    await waitFor(() => expect(onReview).toHaveBeenCalled());
    expect(onReview.mock.calls[0]?.[0]).toMatchObject({ amount: '25.00', accountNumber: '987654321', accountType: 'checking' });
  }, 90_000);
});
