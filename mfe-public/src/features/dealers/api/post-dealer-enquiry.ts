import { mutationOptions, useMutation } from '@tanstack/react-query';
import { PUBLIC_API_PATHS, submissionResponseSchema, type DealerEnquiryRequest, type Locale, type SubmissionResponse } from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/**
 * `POST /api/dealer-enquiries` (spec 2.2 /dealers; spec 7 leaves the call "not shown", the contract is
 * shared-contracts' public-forms schemas). Open to every visitor: the server takes it from the site itself
 * instead of the session's csrf token.
 */
export function postDealerEnquiry(request: DealerEnquiryRequest): Promise<SubmissionResponse> {
  return apiPost(PUBLIC_API_PATHS.dealerEnquiries, request, submissionResponseSchema);
}

/** What the dealer fills in; the form adds the rest. */
export type DealerEnquiryFields = Omit<DealerEnquiryRequest, 'submissionId' | 'locale'>;

/**
 * What the form adds to the fields: the id of this attempt (the same across a double click and the retries,
 * so the server stores one enquiry) and the page's language, which the team answers in.
 */
export interface DealerEnquiryAttempt {
  submissionId: string;
  locale: Locale;
}

export const dealerEnquiryMutationOptions = ({ submissionId, locale }: DealerEnquiryAttempt) =>
  mutationOptions({
    mutationKey: ['dealers', 'post-dealer-enquiry'],
    mutationFn: (fields: DealerEnquiryFields) => postDealerEnquiry({ ...fields, submissionId, locale }),
  });

export const usePostDealerEnquiry = (attempt: DealerEnquiryAttempt) => useMutation(dealerEnquiryMutationOptions(attempt));
