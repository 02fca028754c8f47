import { randomBytes } from 'node:crypto';
import { createPaymentDataCipher, developmentPaymentDataKeys, parsePaymentDataKeys } from './payment-data-cipher.js';

const keyText = (id: string) => `${id}:${randomBytes(32).toString('base64url')}`;

describe('payment data cipher (bank account numbers at rest)', () => {
  it('seals with the first key, opens with any key of the ring, and hides the number', () => {
    const [oldKey, newKey] = [keyText('k2025'), keyText('k2026')];
    const before = createPaymentDataCipher(parsePaymentDataKeys(oldKey));
    const sealed = before.seal('000123456789');
    expect(sealed.keyId).toBe('k2025');
    expect(sealed.ciphertext).not.toContain('123456789');
    expect(Buffer.from(sealed.ciphertext, 'base64url').toString('latin1')).not.toContain('123456789');

    const rotated = createPaymentDataCipher(parsePaymentDataKeys(`${newKey},${oldKey}`));
    expect(rotated.open(sealed)).toBe('000123456789');
    expect(rotated.seal('42424242').keyId).toBe('k2026');
  });

  it('gives a new ciphertext each time and refuses an altered one or an unknown key', () => {
    const cipher = createPaymentDataCipher(parsePaymentDataKeys(keyText('a')));
    const one = cipher.seal('123456789');
    expect(cipher.seal('123456789').ciphertext).not.toBe(one.ciphertext);
    const bytes = Buffer.from(one.ciphertext, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => cipher.open({ ciphertext: bytes.toString('base64url'), keyId: 'a' })).toThrow();
    expect(() => cipher.open({ ...one, keyId: 'b' })).toThrow('No payment data key with id b');
  });

  it('refuses a key that is not 32 bytes, and derives a stable development key', () => {
    expect(() => parsePaymentDataKeys('a:c2hvcnQ')).toThrow('not 32 bytes');
    const secret = 's'.repeat(40);
    const sealed = createPaymentDataCipher(developmentPaymentDataKeys(secret)).seal('987654321');
    expect(createPaymentDataCipher(developmentPaymentDataKeys(secret)).open(sealed)).toBe('987654321');
  });
});
