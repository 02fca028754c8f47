import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Spec 4.2 result statuses and their messages and colours (8.1). */
export type LoginStatus = 'OK' | 'INVALID' | 'LOCKED' | 'ERROR' | 'UNAVAILABLE' | 'NOTVERIFIED' | 'VERIFICATIONSENT';

export const LOGIN_MESSAGES: Record<Exclude<LoginStatus, 'OK'>, { message: MessageDescriptor; palette: 'red' | 'orange' | 'green' }> = {
  INVALID: { message: msg`Your username or password is invalid.`, palette: 'red' },
  LOCKED: { message: msg`Your user is locked. Reset your password to unlock it, or call us.`, palette: 'red' },
  ERROR: { message: msg`Something went wrong. Please try again.`, palette: 'red' },
  UNAVAILABLE: { message: msg`Your account is not available online.`, palette: 'red' },
  NOTVERIFIED: { message: msg`Your e-mail address is not verified yet.`, palette: 'orange' },
  VERIFICATIONSENT: { message: msg`We sent you a new verification e-mail.`, palette: 'green' },
};
