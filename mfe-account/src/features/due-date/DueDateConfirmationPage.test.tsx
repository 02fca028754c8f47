import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { DUE_DATE_PATHS, IDEMPOTENCY_KEY_HEADER, QUERY_KEYS, dueDateChangeRequestSchema, type DueDateChangeReceipt } from 'shared-contracts';
import DueDateConfirmationPage from '@/features/due-date/DueDateConfirmationPage';
import { DRAFT, storeDraft, storedDraft } from '@/features/due-date/test/due-date-test-utils';
import { activateTestLocale, type FakeAnswer, fakeFetch, fakeShell, pinClock, renderPage } from 'shared-ui/testing';
import { PINNED_NOW } from '@/test/account-fixtures';

jest.setTimeout(60_000);

const POST_CHANGE = `POST ${DUE_DATE_PATHS.change}`;
const RECEIPT: DueDateChangeReceipt = { confirmationNumber: 'RB-ABCDE-23456', oldDueDate: '2026-12-15', newDueDate: '2026-12-20', interestCost: '17.55' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

async function renderConfirmation(answer: () => FakeAnswer | Promise<FakeAnswer> = () => ({ status: 201, body: RECEIPT })) {
  const api = fakeFetch({ [POST_CHANGE]: answer });
  const view = await renderPage(
    <>
      <DueDateConfirmationPage routeId="accountDueDateConfirmation" locale="en-US" params={{}} shell={fakeShell()} />
      <Where />
    </>,
    // Opened from the payments page: the due-date page itself never moves the router.
    { route: '/payments' },
  );
  return { ...api, ...view, user: userEvent.setup() };
}

beforeEach(async () => {
  sessionStorage.clear();
  pinClock(PINNED_NOW);
  await activateTestLocale();
});
afterEach(() => jest.useRealTimers());

describe('DueDateConfirmationPage (spec 4.7)', () => {
  it('summarises the draft, confirms once with a key, shows and announces the receipt, and clears the draft', async () => {
    storeDraft(DRAFT);
    const { user, sentTo, queryClient } = await renderConfirmation();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Due date change confirmation' })).toHaveFocus());
    expect(screen.getByText('Tuesday, December 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Sunday, December 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('5 days later')).toBeInTheDocument();
    expect(screen.getByText('$17.55')).toBeInTheDocument();
    expect(screen.getByText('My new job pays on the 19th')).toBeInTheDocument();

    await user.dblClick(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your due date is changed' })).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Your confirmation number is RB-ABCDE-23456.');
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');

    const posts = sentTo(DUE_DATE_PATHS.change, 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(UUID);
    expect(posts[0]!.body).toEqual({ newDueDate: '2026-12-20', reason: 'other', otherReason: 'My new job pays on the 19th' });
    expect(dueDateChangeRequestSchema.parse(posts[0]!.body)).toEqual(posts[0]!.body);
    await waitFor(() => expect(storedDraft()).toEqual({ oldDueDate: '', dueDate: '', interestPerDiem: '', reason: '', otherReason: '' }));
    // Still on the receipt, not sent back to the form by the cleared draft.
    expect(screen.getByTestId('location')).toHaveTextContent('/payments');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: QUERY_KEYS.account });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: QUERY_KEYS.summaries });
  });

  it('retries with the same key after a lost answer, and keeps that key across a reload', async () => {
    storeDraft(DRAFT);
    let attempt = 0;
    const { user, sentTo, unmount } = await renderConfirmation(() => (attempt++ === 0 ? { network: true } : { status: 201, body: RECEIPT }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('We could not reach our servers')).toBeInTheDocument();
    const firstKey = sentTo(DUE_DATE_PATHS.change, 'POST')[0]!.headers[IDEMPOTENCY_KEY_HEADER];
    unmount();

    // A reload: the same draft, so the same key.
    const second = await renderConfirmation(() => ({ status: 201, body: RECEIPT }));
    await second.user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('heading', { level: 2, name: 'Your due date is changed' });
    expect(second.sentTo(DUE_DATE_PATHS.change, 'POST')[0]!.headers[IDEMPOTENCY_KEY_HEADER]).toBe(firstKey);
  });

  it('says why a refused change (409) cannot be made, and keeps the draft', async () => {
    storeDraft(DRAFT);
    const { user } = await renderConfirmation(() => ({ status: 409, body: { status: 'CONFLICT', message: 'The due date was changed in the last 12 months' } }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your due date could not be changed')).toBeInTheDocument();
    expect(storedDraft()).toEqual(DRAFT);
  });

  it('Back returns to the form with the draft kept', async () => {
    storeDraft(DRAFT);
    const { user, sentTo } = await renderConfirmation();
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/account/due-date');
    expect(storedDraft()).toEqual(DRAFT);
    expect(sentTo(DUE_DATE_PATHS.change, 'POST')).toHaveLength(0);
  });

  it('opened with no draft, leads back to the form', async () => {
    await renderConfirmation();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/due-date$/));
  });
});
