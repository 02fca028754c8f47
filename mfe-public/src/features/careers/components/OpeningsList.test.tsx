import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_API_PATHS, type JobOpening } from 'shared-contracts';
import { pendingLinkUrlAtom } from 'shared-contracts/atoms';
import { OpeningsList } from '@/features/careers/components/OpeningsList';
import { activateTestLocale, fakeFetch, renderWithProviders } from 'shared-ui/testing';

jest.setTimeout(30_000);

const opening = (id: string, title: string, team: JobOpening['team'], location: string, applyUrl = `mailto:careers@example.com?subject=${id}`): JobOpening => ({
  id,
  title,
  team,
  location,
  employmentType: 'Full-time',
  description: [`What the ${title} does all day.`],
  applyUrl,
  postedOn: '2026-11-18',
});

const OPENINGS = [
  opening('CS-1', 'Customer Service Representative', 'customerService', 'Dallas, TX'),
  opening('CS-2', 'Evening Customer Service Representative', 'customerService', 'Remote (US)'),
  opening('UW-1', 'Credit Analyst', 'underwriting', 'Dallas, TX'),
  opening('TE-1', 'Senior Software Engineer', 'technology', 'Remote (US)', 'https://careers.example.com/jobs/TE-1'),
];

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

// English with no messages of its own: the labels read as their source text.
beforeEach(() => activateTestLocale());

describe('OpeningsList (spec 2.2 /careers)', () => {
  it('lists the openings of the visitor language and narrows them by team and by location', async () => {
    const calls = fakeFetch({ [PUBLIC_API_PATHS.careers]: () => ({ body: { openings: OPENINGS } }) });
    renderWithProviders(<OpeningsList locale="es-US" />);
    const user = userEvent.setup();
    expect(await screen.findByText('4 openings')).toHaveAttribute('role', 'status');
    expect(String(calls.mock.calls[0]![0])).toBe(`${PUBLIC_API_PATHS.careers}?locale=es-US`);
    expect(titles()).toHaveLength(4);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Customer service');
    expect(titles()).toEqual(['Customer Service Representative', 'Evening Customer Service Representative']);
    expect(screen.getByRole('status')).toHaveTextContent('2 openings');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Remote (US)');
    expect(titles()).toEqual(['Evening Customer Service Representative']);
    expect(screen.getByRole('status')).toHaveTextContent('1 opening');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Underwriting');
    expect(titles()).toEqual([]);
    expect(screen.getByText('No open positions match this team and location.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all openings' }));
    expect(titles()).toHaveLength(4);
  });

  it('applies by e-mail directly and to another site through the leaving-site warning', async () => {
    fakeFetch({ [PUBLIC_API_PATHS.careers]: () => ({ body: { openings: OPENINGS } }) });
    const { store } = renderWithProviders(<OpeningsList locale="en-US" />);
    const user = userEvent.setup();
    const analyst = (await screen.findByRole('heading', { name: 'Credit Analyst' })).closest('article')!;
    expect(within(analyst).getByRole('link', { name: 'Apply for Credit Analyst' })).toHaveAttribute('href', 'mailto:careers@example.com?subject=UW-1');

    const engineer = screen.getByRole('heading', { name: 'Senior Software Engineer' }).closest('article')!;
    const external = within(engineer).getByRole('link', { name: 'Apply for Senior Software Engineer (opens in a new tab)' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(external);
    expect(store.get(pendingLinkUrlAtom)).toBe('https://careers.example.com/jobs/TE-1');
  });

  it('shows a localized error with a retry that loads the list', async () => {
    let fail = true;
    fakeFetch({ [PUBLIC_API_PATHS.careers]: () => (fail ? { status: 503, body: { status: 'ERROR', message: 'Down' } } : { body: { openings: OPENINGS } }) });
    renderWithProviders(<OpeningsList locale="en-US" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the open positions');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
  });
});
