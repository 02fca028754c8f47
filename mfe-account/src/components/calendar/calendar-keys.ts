import { addDays, addMonths, clampDate, endOfWeek, startOfWeek } from 'shared-contracts';

export interface KeyMove {
  key: string;
  shiftKey?: boolean;
}

/**
 * Where a key moves the focused day of the grid (WAI-ARIA APG date picker): arrows by a day or a week, Home
 * and End to the ends of the week, Page Up / Page Down by a month and with Shift by a year. The result stays
 * within the optional bounds; null for a key the grid does not handle.
 */
export function movedDate(focused: string, { key, shiftKey = false }: KeyMove, options: { weekStartsOn: number; min?: string; max?: string }): string | null {
  const { weekStartsOn, min, max } = options;
  const next = (() => {
    switch (key) {
      case 'ArrowLeft':
        return addDays(focused, -1);
      case 'ArrowRight':
        return addDays(focused, 1);
      case 'ArrowUp':
        return addDays(focused, -7);
      case 'ArrowDown':
        return addDays(focused, 7);
      case 'Home':
        return startOfWeek(focused, weekStartsOn);
      case 'End':
        return endOfWeek(focused, weekStartsOn);
      case 'PageUp':
        return addMonths(focused, shiftKey ? -12 : -1);
      case 'PageDown':
        return addMonths(focused, shiftKey ? 12 : 1);
      default:
        return null;
    }
  })();
  return next === null ? null : clampDate(next, min, max);
}
