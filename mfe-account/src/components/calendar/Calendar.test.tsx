import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { activateTestLocale, renderWithProviders } from 'shared-ui/testing';
import { Calendar, type CalendarProps } from '@/components/calendar/Calendar';
import { movedDate } from '@/components/calendar/calendar-keys';
import { messages as spanish } from '@/locales/es-US/messages';

beforeEach(() => activateTestLocale());


const TODAY = '2026-11-18'; // a Wednesday

function Picker(props: Partial<CalendarProps> & { initial?: string | null; onPicked?: (date: string) => void }) {
  const { initial = null, onPicked, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <Calendar
      today={TODAY}
      {...rest}
      value={value}
      onChange={(date) => {
        setValue(date);
        onPicked?.(date);
      }}
    />
  );
}

const grid = () => screen.getByRole('grid');
const day = (name: string) => within(grid()).getByRole('gridcell', { name });

describe('Calendar (spec 9)', () => {
  it('is a table grid of 6 weeks under its heading, with weekday headers from Intl, starting on Sunday', () => {
    renderWithProviders(<Picker label="Choose a due date" locale="en-US" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Choose a due date' })).toBeInTheDocument();
    expect(grid().tagName).toBe('TABLE');
    expect(grid()).toHaveAccessibleName('Choose a due date November 2026');
    const headers = within(grid()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(headers[0]).toHaveAttribute('abbr', 'Sunday');
    expect(within(grid()).getAllByRole('row')).toHaveLength(7);
    expect(within(grid()).getAllByRole('gridcell')).toHaveLength(42);
    // November 2026 starts on a Sunday: the first cell is the 1st, the last is December 12
    expect(within(grid()).getAllByRole('gridcell')[0]).toHaveAccessibleName('Sunday, November 1, 2026');
    expect(within(grid()).getAllByRole('gridcell')[41]).toHaveAccessibleName('Saturday, December 12, 2026');
  });

  it('falls back to the heading "Event Date", translated, when no label is given', async () => {
    const { unmount } = renderWithProviders(<Picker />);
    expect(screen.getByRole('heading', { name: 'Event Date' })).toBeInTheDocument();
    unmount();
    i18n.load('es-US', spanish);
    i18n.activate('es-US');
    renderWithProviders(<Picker locale="es-US" />);
    expect(screen.getByRole('heading', { name: 'Fecha del evento' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
    expect(within(grid()).getAllByRole('columnheader')[0]).toHaveTextContent('dom');
    expect(screen.getByText('Noviembre de 2026')).toBeInTheDocument();
  });

  it('uses the en locale by default (spec 9)', () => {
    renderWithProviders(<Picker />);
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  });

  it('marks today, mutes the days of other months, and has one day in the tab order', () => {
    renderWithProviders(<Picker />);
    expect(day('Wednesday, November 18, 2026')).toHaveAttribute('aria-current', 'date');
    expect(day('Wednesday, November 18, 2026')).toHaveAttribute('tabindex', '0');
    expect(within(grid()).getAllByRole('gridcell').filter((cell) => cell.getAttribute('tabindex') === '0')).toHaveLength(1);
    expect(day('Tuesday, December 1, 2026')).toHaveAttribute('aria-selected', 'false');
  });

  it('selects a day with a click', async () => {
    const user = userEvent.setup();
    const onPicked = jest.fn();
    renderWithProviders(<Picker onPicked={onPicked} />);
    await user.click(day('Friday, November 20, 2026'));
    expect(onPicked).toHaveBeenCalledWith('2026-11-20');
    expect(day('Friday, November 20, 2026')).toHaveAttribute('aria-selected', 'true');
    expect(within(grid()).getAllByRole('gridcell', { selected: true })).toHaveLength(1);
  });

  it('moves and selects with the keyboard (WAI-ARIA date picker grid)', async () => {
    const user = userEvent.setup();
    const onPicked = jest.fn();
    renderWithProviders(<Picker onPicked={onPicked} />);
    await user.tab(); // previous month
    await user.tab(); // next month
    await user.tab(); // the grid's day
    expect(day('Wednesday, November 18, 2026')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(day('Thursday, November 19, 2026')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(day('Thursday, November 26, 2026')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(day('Wednesday, November 18, 2026')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(day('Sunday, November 15, 2026')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('Saturday, November 21, 2026')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPicked).toHaveBeenLastCalledWith('2026-11-21');
    expect(day('Saturday, November 21, 2026')).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown} ');
    expect(onPicked).toHaveBeenLastCalledWith('2026-12-05');
    expect(day('Saturday, December 5, 2026')).toHaveFocus();
  });

  it('follows the focus into the next and the previous month', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker initial="2026-11-30" />);
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    await user.click(day('Monday, November 30, 2026'));

    // the last row of November already shows December's first days; a week further is December's grid
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByText('January 2027')).toBeInTheDocument();
    expect(day('Monday, January 11, 2027')).toHaveFocus();

    await user.keyboard('{PageUp}');
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    expect(day('Friday, December 11, 2026')).toHaveFocus();

    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expect(screen.getByText('December 2027')).toBeInTheDocument();
    expect(day('Saturday, December 11, 2027')).toHaveFocus();
  });

  it('changes month with its buttons, keeping the chosen day', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker initial="2026-11-18" />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('January 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(day('Wednesday, November 18, 2026')).toHaveAttribute('aria-selected', 'true');
  });

  it('does not let a day outside min and max be chosen, nor the keys go past them', async () => {
    const user = userEvent.setup();
    const onPicked = jest.fn();
    renderWithProviders(<Picker min="2026-11-19" max="2026-12-10" onPicked={onPicked} />);
    // today is before min: the grid starts on the first day that can be chosen
    expect(day('Thursday, November 19, 2026')).toHaveAttribute('tabindex', '0');
    expect(day('Wednesday, November 18, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Wednesday, November 18, 2026')).not.toHaveAttribute('aria-selected');
    await user.click(day('Wednesday, November 18, 2026'));
    expect(onPicked).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();

    await user.click(day('Thursday, November 19, 2026'));
    await user.keyboard('{ArrowLeft}');
    expect(day('Thursday, November 19, 2026')).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(day('Thursday, December 10, 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onPicked).toHaveBeenLastCalledWith('2026-12-10');
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('keeps focus in the calendar when a month button gets disabled at the last month', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker max="2026-12-10" />);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(day('Thursday, December 10, 2026')).toHaveFocus();
  });

  it('can start the week on Monday', () => {
    renderWithProviders(<Picker weekStartsOn={1} />);
    expect(within(grid()).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(grid()).getAllByRole('gridcell')[0]).toHaveAccessibleName('Monday, October 26, 2026');
  });
});

describe('Calendar: days a rule leaves out (isDateDisabled)', () => {
  it('shows them as unavailable inside min/max, and neither a click nor Enter chooses them', async () => {
    const picked = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Picker min="2026-11-20" max="2026-12-05" initial="2026-11-27" isDateDisabled={(date) => date >= '2026-11-29' && date <= '2026-11-30'} onPicked={picked} />);
    expect(day('Sunday, November 29, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Saturday, November 28, 2026')).not.toHaveAttribute('aria-disabled');
    await user.click(day('Sunday, November 29, 2026'));
    expect(picked).not.toHaveBeenCalled();
    // The keyboard may rest on such a day (it is announced as unavailable), but Enter does not choose it.
    day('Friday, November 27, 2026').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(day('Sunday, November 29, 2026')).toHaveFocus();
    expect(picked).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(picked).toHaveBeenCalledWith('2026-12-01');
  });
});

describe('movedDate', () => {
  const week = { weekStartsOn: 0 };
  it('ignores keys the grid does not handle', () => {
    expect(movedDate('2026-11-18', { key: 'a' }, week)).toBeNull();
    expect(movedDate('2026-11-18', { key: 'Tab' }, week)).toBeNull();
  });

  it('moves a month with Page Up / Down and a year with Shift, to the last day when the month is shorter', () => {
    expect(movedDate('2026-01-31', { key: 'PageDown' }, week)).toBe('2026-02-28');
    expect(movedDate('2026-03-31', { key: 'PageUp' }, week)).toBe('2026-02-28');
    expect(movedDate('2024-02-29', { key: 'PageDown', shiftKey: true }, week)).toBe('2025-02-28');
    expect(movedDate('2026-11-18', { key: 'PageUp', shiftKey: true }, week)).toBe('2025-11-18');
  });
});
