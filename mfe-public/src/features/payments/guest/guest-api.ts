import {
  GUEST_PAYMENT_PATHS,
  guestLookupResponseSchema,
  guestPaymentResponseSchema,
  type GuestLookupRequest,
  type GuestLookupResponse,
  type GuestPaymentRequest,
  type GuestPaymentResponse,
} from 'shared-contracts';
import { apiPost } from 'shared-contracts/api-client';

/*
 * Paying without an account (docs/decisions/058): the two calls of /payments. Open to every visitor; the server
 * takes them from the site itself instead of a session's csrf token.
 */

export const postGuestLookup = (request: GuestLookupRequest): Promise<GuestLookupResponse> =>
  apiPost(GUEST_PAYMENT_PATHS.lookup, request, guestLookupResponseSchema);

/** One payment per `idempotencyKey`: the same key across a double click and the retries of one attempt. */
export const postGuestPayment = (request: GuestPaymentRequest, idempotencyKey: string): Promise<GuestPaymentResponse> =>
  apiPost(GUEST_PAYMENT_PATHS.payments, request, guestPaymentResponseSchema, { idempotencyKey });
