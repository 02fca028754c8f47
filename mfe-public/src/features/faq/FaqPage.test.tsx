import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateTestLocale, fakeShell, renderPage } from 'shared-ui/testing';
import FaqPage from '@/features/faq/FaqPage';
import { CUSTOMER_FAQ } from '@/features/faq/customer-faq';
import { DEALER_FAQ } from '@/features/faq/dealer-faq';

/** Spec 2.2 (/faq, /dealers/faq) and spec 5 "Text highlight: matches are marked from 1 character". */

// Chakra's first render and user-event typing are slow on the shared 2-core machine.
jest.setTimeout(30_000);

const questionCount = (groups: typeof CUSTOMER_FAQ) => groups.reduce((total, group) => total + group.items.length, 0);
const questions = () => screen.getAllByRole('heading', { level: 3 });
/** A question's native disclosure (docs/decisions/060): its `<details>`, whose summary holds the question's h3. */
const disclosureOf = (heading: HTMLElement) => heading.closest('details')!;
const question = (name: string) => disclosureOf(screen.getByRole('heading', { level: 3, name }));

async function renderFaq(routeId: 'faq' | 'dealersFaq' = 'faq') {
  await activateTestLocale();
  const view = await renderPage(<FaqPage routeId={routeId} locale="en-US" params={{}} shell={fakeShell()} />);
  await screen.findByRole('searchbox', { name: 'Search questions' });
  return view;
}

describe('FAQ page', () => {
  it('has at least 20 customer and 12 dealer questions, each topic under its own h2', async () => {
    expect(questionCount(CUSTOMER_FAQ)).toBeGreaterThanOrEqual(20);
    expect(questionCount(DEALER_FAQ)).toBeGreaterThanOrEqual(12);
    await renderFaq();
    expect(questions()).toHaveLength(questionCount(CUSTOMER_FAQ));
    expect(screen.getByRole('heading', { level: 2, name: 'Title and lien release' })).toBeInTheDocument();
    expect(question('Can I change my due date?').open).toBe(false);
  });

  it('shows the dealer questions on the dealer FAQ', async () => {
    await renderFaq('dealersFaq');
    expect(questions()).toHaveLength(questionCount(DEALER_FAQ));
    expect(screen.getByRole('heading', { level: 2, name: 'The dealer portal' })).toBeInTheDocument();
  });

  it('filters and marks from a one-letter query, opening the matching questions', async () => {
    const user = userEvent.setup();
    const { container } = await renderFaq();
    const total = questions().length;

    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'q');

    const marks = container.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    marks.forEach((mark) => expect(mark.textContent?.toLowerCase()).toBe('q'));
    const shown = questions();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(total);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(new RegExp(`^${shown.length} questions? match`));
    // Every question still shown is open, so the marked words in its answer can be read.
    for (const heading of shown) expect(disclosureOf(heading).open).toBe(true);
  });

  it('searches the answers too, ignoring case and accents', async () => {
    const user = userEvent.setup();
    await renderFaq();
    // "Servicemembers" appears only in an answer; "ÁCTIVE" with an accent still finds "active".
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'servicemembers ÁCTIVE');
    expect(questions()).toHaveLength(1);
    expect(question('I am on active military duty. Are there benefits for me?').open).toBe(true);
    expect(screen.getByText('Servicemembers', { selector: 'mark' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 question matches your search.');
  });

  it('says so when nothing matches and offers the contact page', async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'zebra');

    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No questions match your search.');
    expect(screen.getByRole('heading', { name: 'We could not find “zebra”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');

    await user.click(screen.getByRole('button', { name: 'Show all questions' }));
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveFocus();
    expect(questions()).toHaveLength(questionCount(CUSTOMER_FAQ));
  });

  it('clearing the search shows every question again, closed, and empties the live region', async () => {
    const user = userEvent.setup();
    await renderFaq();
    const box = screen.getByRole('searchbox', { name: 'Search questions' });
    await user.type(box, 'title');
    expect(questions().length).toBeLessThan(questionCount(CUSTOMER_FAQ));
    await user.clear(box);
    await waitFor(() => expect(questions()).toHaveLength(questionCount(CUSTOMER_FAQ)));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(document.querySelectorAll('mark')).toHaveLength(0);
    expect(question('Can I change my due date?').open).toBe(false);
  });

  it('a question opens and closes by its summary', async () => {
    const user = userEvent.setup();
    await renderFaq();
    const details = question('How do I go paperless?');
    const summary = details.querySelector('summary')!;
    expect(screen.getByText(/turn on paperless billing/)).not.toBeVisible();
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(true));
    expect(screen.getByText(/turn on paperless billing/)).toBeVisible();
    await user.click(summary);
    await waitFor(() => expect(details.open).toBe(false));
  });
});
