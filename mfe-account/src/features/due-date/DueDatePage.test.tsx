import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { DUE_DATE_PATHS, type DueDateOptions } from 'shared-contracts';
import DueDatePage from '@/features/due-date/DueDatePage';
import { DRAFT, ELIGIBLE, storeDraft, storedDraft } from '@/features/due-date/test/due-date-test-utils';
import { activateTestLocale, fakeFetch, fakeShell, pinClock, renderPage } from 'shared-ui/testing';
import { PINNED_NOW } from '@/test/account-fixtures';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(60_000);

const GET_OPTIONS = `GET ${DUE_DATE_PATHS.options}`;

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

async function renderDueDatePage(options: DueDateOptions = ELIGIBLE) {
  const api = fakeFetch({ [GET_OPTIONS]: () => ({ body: options }) });
  const view = await renderPage(
    <>
      <DueDatePage routeId="accountDueDate" locale="en-US" params={{}} shell={fakeShell()} />
      <Where />
    </>,
    // Opened from the payments page: the due-date page itself never moves the router.
    { route: '/payments' },
  );
  return { ...api, ...view, user: userEvent.setup() };
}

const day = (name: string) => screen.getByRole('gridcell', { name });

beforeEach(async () => {
  sessionStorage.clear();
  pinClock(PINNED_NOW);
  await activateTestLocale();
});
afterEach(() => jest.useRealTimers());

describe('DueDatePage (spec 4.7 entry form)', () => {
  it('shows the current date, offers only the allowed days, prices the move as the date changes, and writes the draft', async () => {
    const { user, sentTo } = await renderDueDatePage();
    expect(await screen.findByText('Tuesday, December 15, 2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Change my due date' })).toHaveFocus());
    expect(screen.getByRole('grid', { name: /Choose your new due date/ })).toBeInTheDocument();
    // The week starts on Sunday: the first column is Sunday.
    expect(within(screen.getByRole('grid')).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Sunday');
    expect(day('Tuesday, December 15, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Tuesday, December 29, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Monday, December 28, 2026')).not.toHaveAttribute('aria-disabled');

    await user.click(day('Tuesday, December 29, 2026'));
    expect(screen.getByText('No date chosen yet.')).toBeInTheDocument();
    await user.click(day('Sunday, December 20, 2026'));
    expect(screen.getByText(/New due date:/)).toHaveTextContent('New due date: Sunday, December 20, 2026');
    expect(screen.getByText(/^Interest for 5 more days/)).toHaveTextContent('Interest for 5 more days: $17.55');
    // The keyboard moves the choice: one day on, Enter.
    await user.keyboard('{ArrowRight}{Enter}');
    expect(screen.getByText(/^Interest for/)).toHaveTextContent('Interest for 6 more days: $21.06');

    await user.selectOptions(screen.getByRole('combobox', { name: /Why would you like a new due date/ }), 'other');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const words = await screen.findByRole('textbox', { name: /Your reason/ });
    await waitFor(() => expect(words).toHaveFocus());
    expect(words).toHaveAccessibleDescription(/This field is required/);
    expect(screen.getByTestId('location')).toHaveTextContent('/payments');

    await user.type(words, 'My new job pays on the 19th');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/due-date/confirmation'));
    expect(storedDraft()).toEqual({ oldDueDate: '2026-12-15', dueDate: '2026-12-21', interestPerDiem: '3.51', reason: 'other', otherReason: 'My new job pays on the 19th' });
    expect(sentTo(DUE_DATE_PATHS.change, 'POST')).toHaveLength(0);
  });

  it('asks for a date and a reason before it continues', async () => {
    const { user } = await renderDueDatePage();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required.');
    // The first alert can show a render before the reason's message is linked to its field (seen failing on a
    // loaded 2-core machine): wait for what a screen reader would announce.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Why would you like/ })).toHaveAccessibleDescription(/This field is required/));
    expect(storedDraft()).toBeNull();
  });

  it('starts from the draft after a reload (Back from the confirmation)', async () => {
    storeDraft({ ...DRAFT, reason: 'payday', otherReason: '' });
    await renderDueDatePage();
    expect(await screen.findByText(/New due date:/)).toHaveTextContent('Sunday, December 20, 2026');
    expect(screen.getByRole('combobox', { name: /Why would you like/ })).toHaveValue('payday');
    expect(day('Sunday, December 20, 2026')).toHaveAttribute('aria-selected', 'true');
  });

  it('explains a change in the last 12 months and offers the message center', async () => {
    await renderDueDatePage({ ...ELIGIBLE, eligible: false, ineligibleReason: 'changed_recently', allowedDates: [], changeAllowedFrom: '2027-11-23' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your due date cannot be changed online right now');
    expect(notice).toHaveTextContent('You can change it again from November 23, 2027.');
    expect(within(notice).getByRole('link', { name: 'message center' })).toHaveAttribute('href', '/account/messaging');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('explains an amount past due', async () => {
    await renderDueDatePage({ ...ELIGIBLE, eligible: false, ineligibleReason: 'past_due', allowedDates: [] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account has an amount past due.');
  });
});
