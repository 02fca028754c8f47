import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateTestLocale, renderWithProviders } from 'shared-ui/testing';
import { Pager } from '@/components/pagination/Pager';

beforeAll(() => activateTestLocale());

/** jsdom has no layout: media queries answer as a window `width` px wide would (Chakra's breakpoints are in rem). */
function viewport(width: number) {
  window.matchMedia = (query: string) => {
    const found = /min-width:\s*([\d.]+)(r?em|px)/.exec(query);
    const min = !found ? 0 : found[2] === 'px' ? Number(found[1]) : Number(found[1]) * 16;
    return { matches: width >= min, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false };
  };
}
beforeEach(() => viewport(1280));


function StatefulPager({ totalItems, initialPage = 1 }: { totalItems: number; initialPage?: number }) {
  const [page, setPage] = useState(initialPage);
  return <Pager totalItems={totalItems} page={page} onPageChange={setPage} label="Statement pages" />;
}

const nav = () => screen.getByRole('navigation', { name: 'Statement pages' });
/** What the pager shows, as read: page numbers, "…" for an ellipsis, the current page in brackets. */
const visible = () =>
  within(nav())
    .getAllByRole('listitem', { hidden: true })
    .map((item) => {
      const button = within(item).queryByRole('button', { hidden: true });
      if (!button) return item.textContent;
      const name = button.getAttribute('aria-label') ?? '';
      if (!name.startsWith('Page ')) return null;
      return button.getAttribute('aria-current') === 'page' ? `[${button.textContent}]` : button.textContent;
    })
    .filter((text) => text !== null);

describe('Pager (spec 9: 10 a page, 2 siblings, at least one page)', () => {
  it('is a named navigation with the current page marked and the far pages behind an ellipsis', () => {
    renderWithProviders(<StatefulPager totalItems={95} />);
    expect(visible()).toEqual(['[1]', '2', '3', '4', '5', '6', '7', '…', '10']);
    expect(within(nav()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
    expect(within(nav()).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('has one page and both arrows disabled for an empty list', () => {
    renderWithProviders(<StatefulPager totalItems={0} />);
    expect(visible()).toEqual(['[1]']);
    expect(within(nav()).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('moves with next, previous and the page numbers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulPager totalItems={95} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(visible()).toEqual(['1', '…', '4', '5', '6', '7', '8', '9', '[10]']);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('button', { name: 'Page 9' })).toHaveAttribute('aria-current', 'page');
  });

  it('works from the keyboard, and keeps focus on the pager when an arrow gets disabled at the end', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatefulPager totalItems={25} initialPage={2} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // page 1: "previous" is now disabled, so focus moved to the current page rather than to the document
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveFocus();

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveFocus();
  });

  it('shows one sibling a side on a phone, so the row fits 390 px', () => {
    viewport(390);
    renderWithProviders(<StatefulPager totalItems={500} initialPage={25} />);
    expect(visible()).toEqual(['1', '…', '24', '[25]', '26', '…', '50']);
  });

  it('tells its caller the page chosen and does not call back for the current page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    renderWithProviders(<Pager totalItems={500} page={25} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 25' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Page 27' }));
    await user.click(screen.getByRole('button', { name: 'Page 50' }));
    expect(onPageChange.mock.calls).toEqual([[27], [50]]);
  });
});
