import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/*
 * The one-time payment's steps (spec 2.4 /account/payments: amount, bank account, date, review), as a customer
 * goes through them, for every suite that pays. Each step ends on Continue, and the next step's heading then
 * has the focus.
 */

type PaymentStep = 'Bank account' | 'Payment date' | 'Review';

/** Continue, then the next step's heading holds the focus. */
export async function continueTo(main: Locator, step: PaymentStep): Promise<void> {
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { level: 2, name: step })).toBeFocused();
}

/** The amount step with an amount of the customer's own ("35.00"). */
export async function payAnotherAmount(main: Locator, amount: string): Promise<void> {
  await main.getByText('Another amount').click();
  await main.getByRole('textbox', { name: /Amount to pay/ }).fill(amount);
  await continueTo(main, 'Bank account');
}

/** The demo customer's saved checking account. The radio sits behind its card: a customer clicks the card's label. */
export async function chooseSavedChecking(main: Locator): Promise<void> {
  await main.getByRole('radiogroup', { name: 'Which bank account should the payment come from?' }).getByText('Everyday checking').click();
  await expect(main.getByRole('radio', { name: /Everyday checking ending in 6789/ })).toBeChecked();
}

/** A day of the calendar, by its full name ("Tuesday, November 24, 2026"), then on to the review. */
export async function payOn(main: Locator, day: string): Promise<void> {
  await main.getByRole('gridcell', { name: day }).click();
  await continueTo(main, 'Review');
}
