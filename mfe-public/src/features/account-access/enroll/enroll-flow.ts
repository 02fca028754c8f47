import type { MaskedCodeOption } from 'shared-contracts';
import type { EnrollFormValues } from '@/features/account-access/enroll/enroll-form';

/**
 * CODE_REQUIRED of step 1: the enrolment token and the masked ways a code can go. Held in the page's memory
 * only, never in storage or the URL, like the lookup token of the forgot-account dialog.
 */
export interface CodeChallenge {
  token: string;
  options: MaskedCodeOption[];
}

/** Why the form is back after the code step: the code step expired, or the username was taken meanwhile. */
export type EnrollReturnReason = 'expired' | 'usernameTaken';

/** The form as the visitor left it for the code step (the captcha's spent token dropped), and why it is back. */
export interface ResumedEnrolment {
  values: EnrollFormValues;
  reason: EnrollReturnReason;
}
