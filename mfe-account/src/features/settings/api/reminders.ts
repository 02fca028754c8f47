import { mutationOptions, queryOptions, useQuery } from '@tanstack/react-query';
import { SETTINGS_PATHS, paymentRemindersSchema, type PaymentReminders } from 'shared-contracts';
import { apiGet, apiRequest } from 'shared-contracts/api-client';
import { SETTINGS_QUERY_KEYS } from '@/features/settings/api/query-keys';

/** `GET /api/settings/reminders`: payment reminders by e-mail and/or text, 3 or 5 days ahead (docs/decisions/057). */
export function getReminders({ signal }: { signal?: AbortSignal } = {}): Promise<PaymentReminders> {
  return apiGet(SETTINGS_PATHS.reminders, paymentRemindersSchema, { signal });
}

export const remindersQueryOptions = () => queryOptions({ queryKey: SETTINGS_QUERY_KEYS.reminders, queryFn: ({ signal }) => getReminders({ signal }) });

export const useReminders = () => useQuery(remindersQueryOptions());

/** `PUT /api/settings/reminders`: the answer is the reminders as saved, kept as this section's read. */
export function putReminders(request: PaymentReminders): Promise<PaymentReminders> {
  return apiRequest(SETTINGS_PATHS.reminders, paymentRemindersSchema, { method: 'PUT', body: request });
}

export const putRemindersMutationOptions = () =>
  mutationOptions({
    mutationKey: [...SETTINGS_QUERY_KEYS.reminders, 'save'],
    mutationFn: (request: PaymentReminders) => putReminders(request),
    onSuccess: (saved, _request, _result, { client }) => client.setQueryData(SETTINGS_QUERY_KEYS.reminders, saved),
  });
