import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PUBLIC_API_PATHS, submissionResponseSchema, type ContactRequest, type Locale, type SubmissionResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/contact` (spec 2.2 /contact; spec 7 leaves the call "not shown", the contract is shared-contracts'
 * public-forms schemas). Open to every visitor, signed in or not: the server takes it from the site itself
 * instead of the session's csrf token.
 */
export function postContact(request: ContactRequest): Promise<SubmissionResponse> {
  return apiPost(PUBLIC_API_PATHS.contact, request, submissionResponseSchema);
}

/** What the visitor fills in; the form adds the rest. */
export type ContactFields = Omit<ContactRequest, 'submissionId' | 'locale'>;

/**
 * What the form adds to the fields: the id of this attempt (the same across a double click and the retries,
 * so the server stores one message) and the page's language, which the team answers in.
 */
export interface ContactAttempt {
  submissionId: string;
  locale: Locale;
}

export const contactMutationOptions = ({ submissionId, locale }: ContactAttempt) =>
  mutationOptions({
    mutationKey: ['contact', 'post-contact'],
    mutationFn: (fields: ContactFields) => postContact({ ...fields, submissionId, locale }),
  });

export const usePostContact = (attempt: ContactAttempt) => useMutation(contactMutationOptions(attempt));
