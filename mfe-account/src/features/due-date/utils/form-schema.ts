import { dueDateChangeRequestSchema, type DueDateChangeRequest } from 'shared-contracts';
import type { ApiFormOptions } from 'shared-ui/forms';

/** What the entry form holds: the request's own fields (a reason not chosen yet is ''). */
export interface DueDateFormValues {
  newDueDate: string;
  reason: string;
  otherReason: string;
}

export const DUE_DATE_FIELD_ORDER = ['newDueDate', 'reason', 'otherReason'] as const;

type Schema = ApiFormOptions<DueDateFormValues, DueDateChangeRequest, unknown>['schema'];
type Result = Awaited<ReturnType<Schema['~standard']['validate']>>;

/**
 * The shared request schema (exactly what the server checks), plus the one rule it cannot know alone: the date is
 * one of the options' allowed dates. Apps do not import zod; this wraps the shared schema as a Standard Schema.
 */
export function dueDateFormSchema(allowedDates: readonly string[]): Schema {
  const allowed = new Set(allowedDates);
  return {
    '~standard': {
      version: 1,
      vendor: 'roadbridge-due-date-form',
      validate: async (value): Promise<Result> => {
        const values = value as DueDateFormValues;
        const result = await dueDateChangeRequestSchema['~standard'].validate(values);
        const issues = [...(result.issues ?? [])];
        const dateRefused = issues.some((issue) => issue.path?.[0] === 'newDueDate');
        if (!dateRefused && values.newDueDate !== '' && !allowed.has(values.newDueDate)) issues.push({ message: 'not_allowed_date', path: ['newDueDate'] });
        if (issues.length > 0) return { issues };
        return result;
      },
    },
  };
}
