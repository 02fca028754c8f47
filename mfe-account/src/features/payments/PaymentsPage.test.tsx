import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MONEY_PATHS, IDEMPOTENCY_KEY_HEADER, newPaymentSchema, type PaymentReceipt } from 'shared-contracts';
import PaymentsPage from '@/features/payments/PaymentsPage';
import { activateTestLocale, type FakeAnswer, fakeFetch, fakeShell, pinClock, renderPage } from 'shared-ui/testing';
import { pageReads, scheduledPayment, PINNED_NOW } from '@/test/account-fixtures';

// Role queries over Chakra's DOM are slow on a busy machine.
jest.setTimeout(60_000);

const RECEIPT: PaymentReceipt = { id: 501, confirmationNumber: 'RB-ABCDE-23456', status: 'scheduled', amount: '389.45', payOn: '2026-11-20' };
const POST_PAYMENTS = `POST ${ACCOUNT_MONEY_PATHS.payments}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type User = ReturnType<typeof userEvent.setup>;

const stepHeading = (step: number) => screen.getByRole('heading', { level: 2, name: new RegExp(`^Step ${step} of 5`) });
const continueButton = () => screen.getByRole('button', { name: /^(Continue|Back to review)$/ });
const payButton = () => screen.getByRole('button', { name: /^(Pay|Paying…)/ });

/** Amount due, the saved checking account, Friday 2026-11-20: to the review. */
async function fillToReview(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Amount due/ }));
  await user.click(continueButton());
  await waitFor(() => expect(stepHeading(2)).toHaveFocus());
  await user.click(await screen.findByRole('radio', { name: /Everyday checking/ }));
  await user.click(continueButton());
  await waitFor(() => expect(stepHeading(3)).toHaveFocus());
  expect(screen.getByText('Payments made after 6 p.m. Central time, on a weekend or on a bank holiday are dated the next business day.')).toBeInTheDocument();
  await user.click(screen.getByRole('gridcell', { name: 'Friday, November 20, 2026' }));
  await user.click(continueButton());
  await waitFor(() => expect(stepHeading(4)).toHaveFocus());
}

async function renderPaymentsPage(routes: ReturnType<typeof pageReads>) {
  const api = fakeFetch(routes);
  const view = await renderPage(<PaymentsPage routeId="payments" locale="en-US" params={{}} shell={fakeShell()} />);
  return { ...api, ...view, user: userEvent.setup() };
}

beforeEach(async () => {
  pinClock(PINNED_NOW);
  await activateTestLocale();
});
afterEach(() => jest.useRealTimers());

describe('PaymentsPage: make a payment (spec 2.4)', () => {
  it('goes amount → bank account → date → review → confirmation and sends one POST with the idempotency key', async () => {
    const { sentTo, user } = await renderPaymentsPage(pageReads({ [POST_PAYMENTS]: () => ({ status: 201, body: RECEIPT }) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Make a payment' })).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: 'How much would you like to pay?' })).toBeInTheDocument();
    expect(stepHeading(1)).toHaveTextContent('Step 1 of 5Amount');
    expect(screen.getByRole('radio', { name: /Payoff amount: \$12,101\.37/ })).toBeInTheDocument();

    await fillToReview(user);
    const review = screen.getByRole('region', { name: /Step 4 of 5/ });
    expect(within(review).getByText('$389.45')).toBeInTheDocument();
    expect(within(review).getByText('Everyday checking', { exact: false })).toBeInTheDocument();
    expect(within(review).getByText('Friday, November 20, 2026')).toBeInTheDocument();
    expect(within(review).getByText(/^Scheduled: we send your payment on/)).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Change the amount' })).toBeInTheDocument();

    await user.click(payButton());
    await waitFor(() => expect(stepHeading(5)).toHaveFocus());
    expect(screen.getByText('RB-ABCDE-23456')).toBeInTheDocument();
    expect(screen.getByText('Scheduled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'View my history' })).toHaveAttribute('href', '/account/history');

    const posts = sentTo(ACCOUNT_MONEY_PATHS.payments, 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(UUID);
    expect(posts[0]!.body).toEqual({ amount: '389.45', paymentMethodId: 7, payOn: '2026-11-20' });
    expect(newPaymentSchema.parse(posts[0]!.body)).toEqual(posts[0]!.body);
  });

  it('"Change" on the review goes back to the step and keeps everything typed', async () => {
    const { user } = await renderPaymentsPage(pageReads());
    await fillToReview(user);
    await user.click(screen.getByRole('button', { name: 'Change the amount' }));
    await waitFor(() => expect(stepHeading(1)).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: 'Another amount' }));
    await user.type(screen.getByRole('textbox', { name: /Amount to pay/ }), '20000');
    await user.click(continueButton());
    expect(await screen.findByText('The most you can pay is your payoff amount, $12,101.37.')).toBeInTheDocument();
    expect(stepHeading(1)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Amount to pay/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount to pay/ }), '100.5');
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    await waitFor(() => expect(stepHeading(4)).toHaveFocus());
    expect(payButton()).toHaveTextContent('Pay $100.50');
    expect(screen.getByText('Friday, November 20, 2026')).toBeInTheDocument();
  });

  it('sends one request when Pay is clicked twice quickly', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { sentTo, user } = await renderPaymentsPage(pageReads({ [POST_PAYMENTS]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) }));
    await fillToReview(user);
    await user.dblClick(payButton());
    await waitFor(() => expect(sentTo(ACCOUNT_MONEY_PATHS.payments, 'POST')).toHaveLength(1));
    expect(payButton()).toBeDisabled();
    answer({ status: 201, body: RECEIPT });
    await waitFor(() => expect(stepHeading(5)).toHaveFocus());
    expect(sentTo(ACCOUNT_MONEY_PATHS.payments, 'POST')).toHaveLength(1);
  });

  it('retries with the same key after a network failure, and a new payment after success gets a new key', async () => {
    let offline = true;
    const { sentTo, user } = await renderPaymentsPage(
      pageReads({ [POST_PAYMENTS]: () => (offline ? { network: true } : { status: 201, body: { ...RECEIPT, status: 'pending', payOn: '2026-11-18' } }) }),
    );
    await fillToReview(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your payment');
    expect(screen.getByRole('alert')).toHaveTextContent('You will not be charged twice.');
    expect(stepHeading(4)).toBeInTheDocument();

    offline = false;
    await user.click(payButton());
    await waitFor(() => expect(stepHeading(5)).toHaveFocus());
    expect(screen.getByText('Thank you. Your payment is on its way today.')).toBeInTheDocument();
    const [first, retry] = sentTo(ACCOUNT_MONEY_PATHS.payments, 'POST');
    expect(retry!.headers[IDEMPOTENCY_KEY_HEADER]).toBe(first!.headers[IDEMPOTENCY_KEY_HEADER]);
    expect(retry!.body).toEqual(first!.body);

    await user.click(screen.getByRole('button', { name: 'Make another payment' }));
    await waitFor(() => expect(stepHeading(1)).toHaveFocus());
    await fillToReview(user);
    await user.click(payButton());
    await waitFor(() => expect(stepHeading(5)).toHaveFocus());
    const next = sentTo(ACCOUNT_MONEY_PATHS.payments, 'POST')[2]!;
    expect(next.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(UUID);
    expect(next.headers[IDEMPOTENCY_KEY_HEADER]).not.toBe(first!.headers[IDEMPOTENCY_KEY_HEADER]);
  });

  it('a 400 on payOn returns to the date step with the error, and the retry keeps the key', async () => {
    let refuse = true;
    const { sentTo, user } = await renderPaymentsPage(
      pageReads({
        [POST_PAYMENTS]: () =>
          refuse
            ? { status: 400, body: { status: 'INVALID', message: 'The payment cannot be made as asked', fields: { payOn: 'outside_payment_window' } } }
            : { status: 201, body: { ...RECEIPT, payOn: '2026-11-23' } },
      }),
    );
    await fillToReview(user);
    await user.click(payButton());
    await waitFor(() => expect(stepHeading(3)).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date from November 18, 2026 to December 18, 2026.');

    refuse = false;
    await user.click(screen.getByRole('gridcell', { name: 'Monday, November 23, 2026' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    await waitFor(() => expect(stepHeading(4)).toHaveFocus());
    expect(screen.getByText('$389.45')).toBeInTheDocument();
    await user.click(payButton());
    await waitFor(() => expect(stepHeading(5)).toHaveFocus());
    const [refused, sent] = sentTo(ACCOUNT_MONEY_PATHS.payments, 'POST');
    expect(sent!.body).toEqual({ amount: '389.45', paymentMethodId: 7, payOn: '2026-11-23' });
    expect(sent!.headers[IDEMPOTENCY_KEY_HEADER]).toBe(refused!.headers[IDEMPOTENCY_KEY_HEADER]);
  });

  it('a page left open past the 6 p.m. Central cut-off refuses today at Pay, sends nothing and returns to the date step', async () => {
    pinClock(new Date('2026-11-18T23:59:00Z')); // 5:59 p.m. Central
    const { sentTo, user } = await renderPaymentsPage(pageReads());
    await user.click(await screen.findByRole('radio', { name: /Amount due/ }));
    await user.click(continueButton());
    await user.click(await screen.findByRole('radio', { name: /Everyday checking/ }));
    await user.click(continueButton());
    await user.click(await screen.findByRole('gridcell', { name: 'Wednesday, November 18, 2026' }));
    await user.click(continueButton());
    await waitFor(() => expect(stepHeading(4)).toHaveFocus());
    expect(screen.getByText('Pending: your payment is sent today.')).toBeInTheDocument();

    jest.setSystemTime(new Date('2026-11-19T00:01:00Z')); // 6:01 p.m. Central
    await user.click(payButton());
    await waitFor(() => expect(stepHeading(3)).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a date from November 19, 2026 to December 18, 2026.');
    expect(screen.getByRole('gridcell', { name: 'Wednesday, November 18, 2026' })).toHaveAttribute('aria-disabled', 'true');
    expect(sentTo(ACCOUNT_MONEY_PATHS.payments, 'POST')).toHaveLength(0);
  });

  it('a 422 (the key already made a payment with other details) stays on the review with the problem and everything chosen', async () => {
    const { sentTo, user } = await renderPaymentsPage(
      pageReads({ [POST_PAYMENTS]: () => ({ status: 422, body: { status: 'CONFLICT', message: 'This Idempotency-Key was used for another payment' } }) }),
    );
    await fillToReview(user);
    const paymentsRead = sentTo(ACCOUNT_MONEY_PATHS.payments, 'GET').length;
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('A payment from your earlier attempt went through');
    expect(stepHeading(4)).toBeInTheDocument();
    expect(screen.getByText('Friday, November 20, 2026')).toBeInTheDocument();
    // Paying again with this key could only be refused again: a new payment starts over, deliberately.
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start a new payment' })).toBeInTheDocument();
    // The scheduled list is read again: the earlier attempt's payment shows there.
    await waitFor(() => expect(sentTo(ACCOUNT_MONEY_PATHS.payments, 'GET').length).toBeGreaterThan(paymentsRead));
  });

  it('a 422 possible_duplicate shows the earlier payment on the review and asks; Pay again resends with confirmDuplicate and the same key (decision 051)', async () => {
    let asked = false;
    const earlier = scheduledPayment({ id: 77, confirmationNumber: 'RB-EARLY-23456', amount: '389.45', payOn: '2026-11-20', madeAt: '2026-11-18T15:55:00.000Z' });
    const { sentTo, user } = await renderPaymentsPage(
      pageReads({
        [`GET ${ACCOUNT_MONEY_PATHS.payments}`]: () => ({ body: asked ? [earlier] : [] }),
        [POST_PAYMENTS]: (request) => {
          const body = request.body as { confirmDuplicate?: boolean };
          if (body.confirmDuplicate) return { status: 201, body: RECEIPT };
          asked = true;
          return { status: 422, body: { status: 'INVALID', message: 'A payment like this was made', fields: { confirmDuplicate: 'possible_duplicate' } } };
        },
      }),
    );
    await fillToReview(user);
    await user.click(payButton());
    const question = await screen.findByRole('alert');
    expect(question).toHaveTextContent('You already made a payment like this one');
    await waitFor(() => expect(within(question).getByText('RB-EARLY-23456')).toBeInTheDocument());
    expect(within(question).getByText('$389.45')).toBeInTheDocument();
    expect(within(question).getByText('Friday, November 20, 2026')).toBeInTheDocument();
    expect(within(question).getByText(/^Nov 18, 2026/)).toBeInTheDocument();
    // Still the review, everything chosen kept.
    expect(stepHeading(4)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Step 4 of 5/ })).toHaveTextContent('Everyday checking');

    await user.click(screen.getByRole('button', { name: 'Pay again $389.45' }));
    await waitFor(() => expect(stepHeading(5)).toHaveFocus());
    const [refused, confirmed] = sentTo(ACCOUNT_MONEY_PATHS.payments, 'POST');
    expect(refused!.body).toEqual({ amount: '389.45', paymentMethodId: 7, payOn: '2026-11-20' });
    expect(confirmed!.body).toEqual({ amount: '389.45', paymentMethodId: 7, payOn: '2026-11-20', confirmDuplicate: true });
    expect(confirmed!.headers[IDEMPOTENCY_KEY_HEADER]).toBe(refused!.headers[IDEMPOTENCY_KEY_HEADER]);
  });

  it('the "pay again?" question goes once the amount is changed: the review then shows a plain Pay', async () => {
    const { user } = await renderPaymentsPage(
      pageReads({
        [POST_PAYMENTS]: () => ({ status: 422, body: { status: 'INVALID', message: 'A payment like this was made', fields: { confirmDuplicate: 'possible_duplicate' } } }),
      }),
    );
    await fillToReview(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You already made a payment like this one');
    await user.click(screen.getByRole('button', { name: 'Change the amount' }));
    await waitFor(() => expect(stepHeading(1)).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: /Payoff amount/ }));
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    await waitFor(() => expect(stepHeading(4)).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $12,101.37' })).toBeEnabled();
  });
});
