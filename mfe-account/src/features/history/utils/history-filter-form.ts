import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { FieldError } from 'react-hook-form';
import { historyFilterSchema, type HistoryFilter, type HistoryType } from 'shared-contracts';
import type { ApiFormOptions } from 'shared-ui/forms';

/** The filter form's controls as the browser gives them: an empty select or date input is ''. */
export interface HistoryFilterFormValues {
  type: HistoryType | '';
  from: string;
  to: string;
}

export const HISTORY_FILTER_FIELDS = ['type', 'from', 'to'] as const;

export const filterFormValues = (filter: HistoryFilter): HistoryFilterFormValues => ({ type: filter.type ?? '', from: filter.from ?? '', to: filter.to ?? '' });

export function filterOfForm({ type, from, to }: HistoryFilterFormValues): HistoryFilter {
  const filter: HistoryFilter = {};
  if (type) filter.type = type;
  if (from) filter.from = from;
  if (to) filter.to = to;
  return filter;
}

/**
 * The form is checked by the server's `historyFilterSchema` (one rule for both: `from` not after `to`), once
 * its empty controls are left out as the query string leaves them out. Apps do not import zod, so this is
 * the Standard Schema `useApiForm` takes, handing the shared schema's answer back as it is.
 */
export const historyFilterFormSchema: ApiFormOptions<HistoryFilterFormValues, HistoryFilter, unknown>['schema'] = {
  '~standard': {
    version: 1,
    vendor: 'roadbridge-form',
    // react-hook-form hands the resolver the form's own values: their shape is the form's, by construction.
    validate: (value) => historyFilterSchema['~standard'].validate(filterOfForm(value as HistoryFilterFormValues)),
  },
};

/** A refused filter's words, in the customer's language; the schema's messages are codes for developers. */
export function filterFieldError(
  i18n: I18n,
  field: (typeof HISTORY_FILTER_FIELDS)[number],
  error: FieldError | undefined,
  values: HistoryFilterFormValues,
): string | undefined {
  if (!error) return undefined;
  if (field === 'type') return i18n._(msg`Choose a type from the list.`);
  // The one rule across fields, which the schema reports on `from`.
  if (field === 'from' && values.from && values.to && values.from > values.to) return i18n._(msg`The start date must be on or before the end date.`);
  return i18n._(msg`Enter a whole date, or leave the field empty.`);
}
