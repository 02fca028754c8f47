import { PasskeyCeremonyError, passkeyCeremonyFailure } from './passkeys.js';

describe('passkeyCeremonyFailure', () => {
  it('reads a cancelled or timed-out ceremony, a passkey already there, and anything else', () => {
    expect(passkeyCeremonyFailure(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }))).toBe('cancelled');
    expect(passkeyCeremonyFailure({ name: 'Error', code: 'ERROR_CEREMONY_ABORTED' })).toBe('cancelled');
    expect(passkeyCeremonyFailure({ name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' })).toBe('already-registered');
    expect(passkeyCeremonyFailure(new TypeError('x'))).toBe('failed');
    expect(passkeyCeremonyFailure(null)).toBe('failed');
    expect(new PasskeyCeremonyError('cancelled').failure).toBe('cancelled');
  });
});
