import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, HStack, Heading, IconButton, Text, chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  CALENDAR_DEFAULTS,
  addMonths,
  addMonthsTo,
  calendarGrid,
  clampDate,
  daysInMonth,
  isWithin,
  isoDate,
  parseIsoDate,
  todayIso,
  type CalendarCell,
} from 'shared-contracts';
import { movedDate } from '@/components/calendar/calendar-keys';
import { fullDate, monthTitle, weekdayNames } from '@/components/calendar/calendar-format';

export interface CalendarProps {
  /** The chosen day, `YYYY-MM-DD`, or null before a choice. */
  value: string | null;
  onChange: (date: string) => void;
  /** The heading over the calendar; "Event Date" (spec 9) when none is given. */
  label?: ReactNode;
  /** A BCP 47 locale for month and weekday names; spec 9 default en. */
  locale?: string;
  /** Earliest and latest days that can be chosen (inclusive), `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  /** 0 = Sunday (spec 9 default) … 6 = Saturday. */
  weekStartsOn?: number;
  /** The day marked as today; the visitor's day by default. */
  today?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Days inside min/max that still cannot be chosen (a rule's gaps, such as the 29th–31st); shown and announced as unavailable. */
  isDateDisabled?: (date: string) => boolean;
}

const WEEKS = CALENDAR_DEFAULTS.gridCells / 7;

/**
 * One month as a table grid (spec 9; WAI-ARIA APG date picker grid): the weekday headers, previous/next month
 * buttons, and days chosen by click, Enter or Space. One day is in the tab order (roving tabindex); arrows,
 * Home/End and Page Up/Down move it, into the next or previous month when needed. Days outside the month are
 * muted, days outside min/max cannot be chosen and the keys do not go past them.
 */
export function Calendar({
  value,
  onChange,
  label,
  locale = CALENDAR_DEFAULTS.locale,
  min,
  max,
  weekStartsOn = CALENDAR_DEFAULTS.weekStartsOn,
  today = todayIso(),
  headingLevel = 'h3',
  isDateDisabled,
}: CalendarProps) {
  const { t } = useLingui();
  const labelId = useId();
  const monthId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const focusDay = useRef(false);
  const [focused, setFocused] = useState(() => clampDate(value ?? today, min, max));

  // A value chosen elsewhere (a form reset, a draft restored) brings its month into view.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value) setFocused(clampDate(value, min, max));
  }

  const { year, month } = parseIsoDate(focused);
  const cells = calendarGrid(year, month, { weekStartsOn, today });
  const rows = Array.from({ length: WEEKS }, (_, row) => cells.slice(row * 7, row * 7 + 7));
  const previous = addMonthsTo({ year, month }, -1);
  const next = addMonthsTo({ year, month }, 1);
  const hasPrevious = !min || isoDate(previous.year, previous.month, daysInMonth(previous.year, previous.month)) >= min;
  const hasNext = !max || isoDate(next.year, next.month, 1) <= max;

  useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const moveTo = (date: string, moveFocus: boolean) => {
    const target = clampDate(date, min, max);
    if (target === focused) return;
    focusDay.current = moveFocus;
    setFocused(target);
  };
  const choosable = (date: string) => isWithin(date, min, max) && !isDateDisabled?.(date);
  const choose = (cell: CalendarCell) => {
    if (!choosable(cell.date)) return;
    moveTo(cell.date, true);
    onChange(cell.date);
  };
  const changeMonth = (months: number, stillEnabled: boolean) => {
    // The button just pressed is disabled at the last month: focus goes to the grid's day instead of the body.
    moveTo(addMonths(focused, months), !stillEnabled);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const cell = cells.find((candidate) => candidate.date === focused);
      if (cell) choose(cell);
      return;
    }
    const target = movedDate(focused, event, { weekStartsOn, min, max });
    if (target === null) return;
    event.preventDefault();
    moveTo(target, true);
  };

  const weekdays = weekdayNames(locale, weekStartsOn);
  return (
    <Box role="group" aria-labelledby={labelId} maxW="sm" w="full">
      <Heading as={headingLevel} size="md" id={labelId} mb="2">
        {label ?? t`Event Date`}
      </Heading>
      <HStack justify="space-between" mb="2">
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t`Previous month`}
          disabled={!hasPrevious}
          onClick={() => changeMonth(-1, !min || isoDate(year, month - 1, 0) >= min)}
        >
          <ChevronLeft aria-hidden />
        </IconButton>
        <Text id={monthId} fontWeight="semibold" aria-live="polite">
          {monthTitle({ year, month }, locale)}
        </Text>
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={t`Next month`}
          disabled={!hasNext}
          onClick={() => changeMonth(1, !max || isoDate(year, month + 2, 1) <= max)}
        >
          <ChevronRight aria-hidden />
        </IconButton>
      </HStack>
      <chakra.table ref={grid} role="grid" aria-labelledby={`${labelId} ${monthId}`} onKeyDown={onGridKeyDown} w="full" borderCollapse="collapse" tableLayout="fixed">
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <chakra.th key={weekday.long} scope="col" abbr={weekday.long} fontSize="sm" fontWeight="semibold" color="fg.muted" pb="1">
                {weekday.short}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]!.date}>
              {row.map((cell) => (
                <DayCell
                  key={cell.date}
                  cell={cell}
                  locale={locale}
                  focusable={cell.date === focused}
                  selected={cell.date === value}
                  enabled={choosable(cell.date)}
                  onChoose={() => choose(cell)}
                  onFocus={() => setFocused(cell.date)}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

interface DayCellProps {
  cell: CalendarCell;
  locale: string;
  focusable: boolean;
  selected: boolean;
  enabled: boolean;
  onChoose: () => void;
  onFocus: () => void;
}

function DayCell({ cell, locale, focusable, selected, enabled, onChoose, onFocus }: DayCellProps) {
  const colour = selected ? 'brand.contrast' : !enabled ? 'gray.500' : cell.inMonth ? 'fg' : 'fg.muted';
  return (
    <chakra.td
      role="gridcell"
      data-date={cell.date}
      tabIndex={focusable ? 0 : -1}
      aria-label={fullDate(cell.date, locale)}
      aria-selected={enabled ? selected : undefined}
      aria-disabled={enabled ? undefined : true}
      aria-current={cell.isToday ? 'date' : undefined}
      onClick={onChoose}
      onFocus={onFocus}
      textAlign="center"
      p="0.5"
      cursor={enabled ? 'pointer' : 'not-allowed'}
      borderRadius="full"
      css={{ '&:focus-visible': { outlineOffset: '-3px' } }}
    >
      <Box
        as="span"
        aria-hidden
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        w="9"
        h="9"
        borderRadius="full"
        fontWeight={cell.isToday || selected ? 'bold' : 'normal'}
        color={colour}
        bg={selected ? 'brand.solid' : undefined}
        borderWidth={cell.isToday && !selected ? '2px' : undefined}
        borderColor={cell.isToday && !selected ? 'brand.solid' : undefined}
        textDecoration={enabled ? undefined : 'line-through'}
        _hover={enabled && !selected ? { bg: 'brand.subtle' } : undefined}
      >
        {cell.day}
      </Box>
    </chakra.td>
  );
}
