import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY, WINDOW_EVENTS } from 'shared-contracts';
import { activateTestLocale, fakeShell, renderPage } from 'shared-ui/testing';
import PaymentsPage from '@/features/payments/PaymentsPage';
import { PAYMENT_SECTION_IDS } from '@/features/payments/payment-facts';

/** Spec 2.2 /payments: every way to pay, the log-in entry point, posting times. */

jest.setTimeout(30_000);

async function renderPayments() {
  await activateTestLocale();
  await renderPage(<PaymentsPage routeId="payments" locale="en-US" params={{}} shell={fakeShell()} />);
  await screen.findByRole('heading', { level: 1, name: 'Make a payment' });
}

describe('payments page', () => {
  it('has a section with its own h2 for every way to pay, reachable from the page’s own links', async () => {
    await renderPayments();
    for (const name of ['Pay online in your account', 'Set up autopay', 'Pay by phone', 'Pay by mail', 'Pay in person']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const nav = screen.getByRole('navigation', { name: 'Ways to pay on this page' });
    expect(within(nav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(PAYMENT_SECTION_IDS.map((id) => `#${id}`));
    for (const id of PAYMENT_SECTION_IDS) expect(document.getElementById(id)).not.toBeNull();
  });

  it('Log in to pay opens the login dialog', async () => {
    const user = userEvent.setup();
    const opened = jest.fn();
    window.addEventListener(WINDOW_EVENTS.openLoginDialog, opened);
    await renderPayments();
    await user.click(screen.getAllByRole('button', { name: 'Log in to pay' })[0]!);
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(WINDOW_EVENTS.openLoginDialog, opened);
  });

  it('gives the phone number, the fee, the mailing address and the posting cut-off plainly', async () => {
    await renderPayments();
    const phone = screen.getByRole('region', { name: 'Pay by phone' });
    expect(within(phone).getByRole('link', { name: `Call ${COMPANY.supportPhone.display}` })).toHaveAttribute(
      'href',
      `tel:${COMPANY.supportPhone.tel}`,
    );
    expect(within(phone).getByText(/no fee to pay by phone/)).toBeInTheDocument();
    // The agents' hours are the site's one set of support hours (shared-contracts SUPPORT_HOURS), as on /contact.
    expect(within(phone).getByText(/^Agents: Monday to Friday, 8\sAM\s–\s8\sPM and Saturday, 9\sAM\s–\s2\sPM, Central Time\.$/)).toBeInTheDocument();
    const mail = screen.getByRole('region', { name: 'Pay by mail' });
    for (const line of COMPANY.paymentAddress) expect(within(mail).getByText(line)).toBeInTheDocument();
    // An address reads the same in every language: page translators leave it alone.
    expect(within(mail).getByText(COMPANY.paymentAddress[2]).closest('address')).toHaveAttribute('translate', 'no');
    expect(within(mail).getByText('Write your account number on the check or money order.')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'By phone' }).closest('tr')).toHaveTextContent(/before 6 p\.m\. Central time/);
  });
});
