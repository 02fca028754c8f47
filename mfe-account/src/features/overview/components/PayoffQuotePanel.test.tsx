import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MONEY_PATHS, payoffDateWindow } from 'shared-contracts';
import { PayoffQuotePanel } from '@/features/overview/components/PayoffQuotePanel';
import { activateTestLocale, fakeFetch, pinClock, renderWithProviders } from 'shared-ui/testing';
import { LAST_GOOD_THROUGH, OVERVIEW_NOW, goodThroughOf, payoffQuoteFor } from '@/features/overview/test/overview-fixtures';

jest.setTimeout(60_000);

const QUOTE = `GET ${ACCOUNT_MONEY_PATHS.payoffQuote}`;

function renderPanel(route: Parameters<typeof fakeFetch>[0][string] = ({ url }) => ({ body: payoffQuoteFor(goodThroughOf(url)) })) {
  const api = fakeFetch({ [QUOTE]: route });
  renderWithProviders(<PayoffQuotePanel locale="en-US" dateWindow={payoffDateWindow(OVERVIEW_NOW)} />);
  return { ...api, user: userEvent.setup() };
}

const region = () => screen.getByRole('region', { name: 'Payoff quote' });
const termValue = (term: string) => within(region()).getByText(term, { selector: 'dt' }).parentElement!.querySelector('dd')!;

beforeEach(async () => {
  pinClock(OVERVIEW_NOW);
  await activateTestLocale();
});
afterEach(() => jest.useRealTimers());

describe('PayoffQuotePanel (spec 2.4 /account: payoff quote, PAYMENT_RULES.payoffMaxDaysAhead)', () => {
  it('quotes today first, and a new amount and letter for the day chosen', async () => {
    const { sentTo, user } = renderPanel();
    expect(screen.getByText(/^Choose the day you plan to pay off your loan/)).toHaveTextContent(
      'Choose the day you plan to pay off your loan, from November 25, 2026 to December 25, 2026.',
    );
    await within(region()).findByText('Wednesday, November 25, 2026', { selector: 'time' });
    expect(termValue('Payoff amount')).toHaveTextContent('$12,101.37');
    expect(termValue('Interest per day')).toHaveTextContent('$2.31');
    expect(screen.getByText(/^If your payoff reaches us after this date/)).toHaveTextContent('add $2.31 for each day after it.');
    expect(screen.getByRole('link', { name: 'Download the payoff letter (PDF) (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/api/payoff-quote/pdf?goodThrough=2026-11-25&locale=en-US',
    );

    await user.click(screen.getByRole('gridcell', { name: 'Tuesday, December 1, 2026' }));
    await within(region()).findByText('Tuesday, December 1, 2026', { selector: 'time' });
    expect(termValue('Payoff amount')).toHaveTextContent('$12,115.23');
    expect(screen.getByRole('link', { name: /^Download the payoff letter/ })).toHaveAttribute('href', '/api/payoff-quote/pdf?goodThrough=2026-12-01&locale=en-US');
    expect(sentTo(ACCOUNT_MONEY_PATHS.payoffQuote, 'GET').map((request) => goodThroughOf(request.url))).toEqual(['2026-11-25', '2026-12-01']);
  });

  it('offers the days of the window only, by keyboard too', async () => {
    const { user } = renderPanel();
    await within(region()).findByText('Wednesday, November 25, 2026', { selector: 'time' });
    expect(screen.getByRole('gridcell', { name: 'Tuesday, November 24, 2026' })).toHaveAttribute('aria-disabled', 'true');
    expect(LAST_GOOD_THROUGH).toBe('2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('gridcell', { name: 'Saturday, December 26, 2026' })).toHaveAttribute('aria-disabled', 'true');

    const chosen = screen.getByRole('gridcell', { name: 'Friday, December 25, 2026' });
    chosen.focus();
    await user.keyboard('{Enter}');
    await within(region()).findByText('Friday, December 25, 2026', { selector: 'time' });
    expect(termValue('Payoff amount')).toHaveTextContent('$12,170.67');
  });

  it('says when the quote cannot be had and asks again on Try again', async () => {
    let fail = true;
    const { user } = renderPanel(({ url }) => (fail ? { network: true } : { body: payoffQuoteFor(goodThroughOf(url)) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not get your payoff quote.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(termValue('Payoff amount')).toHaveTextContent('$12,101.37'));
  });
});
