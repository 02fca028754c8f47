import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOADING_BAR, type DialogSize, type ShellServices } from 'shared-contracts';
import { pendingLoadsAtom } from 'shared-contracts/atoms';
import { activateTestLocale, fakeShell, renderPage } from 'shared-ui/testing';
import DesignPage from '@/features/design/DesignPage';
import { DESIGN_CONTENTS } from '@/features/design/DesignContents';
import { LOADING_BAR_DEMO_MS } from '@/features/design/LoadingBarSection';

/** Spec 2.2 /design: the living style guide; spec 2.13 dialog sizes; spec 2.15 loading bar. */

jest.setTimeout(60_000);

const SIZES: DialogSize[] = ['xs', 'sm', 'md', 'xm', 'lg', 'xl', 'full', 'smc'];

async function renderDesign(shell: ShellServices = fakeShell()) {
  await activateTestLocale();
  const view = await renderPage(<DesignPage routeId="design" locale="en-US" params={{}} shell={shell} />);
  await screen.findByRole('heading', { level: 1, name: 'Design system' });
  return view;
}

describe('Design page', () => {
  it('has one h1, a section with an h2 for each part, and contents that link to them', async () => {
    await renderDesign();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const sections = ['Colours', 'Type scale', 'Buttons', 'Form fields', 'Dialogs', 'Loading bar'];
    for (const name of sections) {
      const heading = screen.getByRole('heading', { level: 2, name });
      expect(screen.getByRole('region', { name })).toContainElement(heading);
    }
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...sections, 'Login messages', 'Pagination', 'Calendar']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(DESIGN_CONTENTS.map((entry) => `#${entry.headingId}`));
    // the page's own sections are there to jump to
    for (const entry of DESIGN_CONTENTS.slice(0, sections.length)) expect(document.getElementById(entry.headingId)).toHaveRole('heading');
  });

  it('shows each colour token with its hex and computed contrast', async () => {
    await renderDesign();
    const colours = screen.getByRole('region', { name: 'Colours' });
    const solid = within(colours)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('brand.solid'));
    expect(solid).toBeDefined();
    expect(solid).toHaveTextContent('#0b3d5c = brand.700');
    expect(solid).toHaveTextContent('On white 11.4:1');
    expect(within(colours).getByText('brand.accent')).toBeInTheDocument();
    expect(within(colours).getAllByText('brand.50')).toHaveLength(1);
  });

  it('shows headings and text sizes without adding headings to the outline', async () => {
    await renderDesign();
    const type = screen.getByRole('region', { name: 'Type scale' });
    expect(within(type).getAllByText('Drive away with a loan that fits')).toHaveLength(7);
    expect(within(type).queryAllByRole('heading', { name: 'Drive away with a loan that fits' })).toHaveLength(0);
  });

  it('shows the button variants, sizes, a loading and a disabled button', async () => {
    await renderDesign();
    const buttons = screen.getByRole('region', { name: 'Buttons' });
    expect(within(buttons).getAllByRole('button', { name: 'Continue' }).length).toBeGreaterThanOrEqual(11);
    expect(within(buttons).getByRole('button', { name: /Saving…/ })).toBeDisabled();
    expect(within(buttons).getAllByRole('button', { name: 'Continue' }).filter((button) => button.hasAttribute('disabled'))).toHaveLength(2);
  });

  it('shows labelled fields: valid, with a rule, refused with its error, disabled, a select, a text area and a masked phone', async () => {
    const user = userEvent.setup();
    await renderDesign();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Maria Garcia');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('4 to 256 characters: letters, digits and . _ - @ +');

    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleErrorMessage('Enter an e-mail address such as name@example.com.');
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter an e-mail address such as name@example.com.')).not.toBeInTheDocument();

    expect(screen.getByRole('textbox', { name: 'Country' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Best time to call' })).toHaveDisplayValue('Choose a time');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxlength', '2000');

    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(phone, '2025550147x');
    expect(phone).toHaveValue('(202) 555-0147');
  });

  it('opens the shell’s dialog in each size of spec 2.13, one button per size', async () => {
    const user = userEvent.setup();
    const shell = fakeShell();
    await renderDesign(shell);
    const dialogs = screen.getByRole('region', { name: 'Dialogs' });
    for (const size of SIZES) {
      await user.click(within(dialogs).getByRole('button', { name: `Open the ${size} dialog` }));
      const dialog = screen.getByRole('dialog', { name: `Dialog size ${size}` });
      expect(dialog).toHaveAttribute('data-size', size);
      await user.click(within(dialog).getByRole('button', { name: 'Done' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    expect(shell.openedSizes).toEqual(SIZES);
  });

  it('shows the loading bar settings of spec 2.15', async () => {
    await renderDesign();
    const table = within(screen.getByRole('region', { name: 'Loading bar' })).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(Object.keys(LOADING_BAR));
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['200 ms', '2,000 ms', '500 ms', '400 ms', '3 px']);
  });

  it('drives the shell’s loading bar for a few seconds and stops it when the page is left', async () => {
    const { store, unmount } = await renderDesign();
    jest.useFakeTimers();
    try {
      const button = screen.getByRole('button', { name: 'Show the loading bar for 3 seconds' });
      fireEvent.click(button);
      expect(store.get(pendingLoadsAtom)).toBe(1);
      expect(screen.getByRole('status')).toHaveTextContent('The loading bar is showing at the top of the window.');
      fireEvent.click(button); // a second press while it shows adds nothing
      expect(store.get(pendingLoadsAtom)).toBe(1);
      act(() => jest.advanceTimersByTime(LOADING_BAR_DEMO_MS));
      expect(store.get(pendingLoadsAtom)).toBe(0);
      expect(screen.getByRole('status')).toHaveTextContent('');

      fireEvent.click(button);
      expect(store.get(pendingLoadsAtom)).toBe(1);
      unmount();
      expect(store.get(pendingLoadsAtom)).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
