import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Bank account numbers at rest (spec 2.4 payments; PCI and NACHA expect account data encrypted): AES-256-GCM
 * with a random 96-bit IV per value, authenticated, under a key that has an id so keys can rotate: the first
 * key of the ring encrypts, every key of the ring decrypts. Nothing here logs or returns a clear number.
 */

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export interface SealedValue {
  /** base64url of IV ‖ tag ‖ ciphertext. */
  ciphertext: string;
  keyId: string;
}

export interface PaymentDataCipher {
  seal(plain: string): SealedValue;
  /** Throws when the key id is unknown or the value was altered. */
  open(sealed: SealedValue): string;
}

/** `id:base64url,id2:base64url` (PAYMENT_DATA_KEYS) → the ring, first key current. */
export function parsePaymentDataKeys(value: string): Array<{ id: string; key: Buffer }> {
  return value.split(',').map((entry) => {
    const [id = '', encoded = ''] = entry.trim().split(':');
    const key = Buffer.from(encoded, 'base64url');
    if (!id || key.length !== KEY_BYTES) throw new Error('PAYMENT_DATA_KEYS holds a key that is not 32 bytes');
    return { id, key };
  });
}

/**
 * Outside production, without PAYMENT_DATA_KEYS: one key derived from the signing secret (HKDF), so a
 * development database keeps reading its saved accounts across restarts. Production refuses to start without
 * the variable (config.ts).
 */
export function developmentPaymentDataKeys(signingSecret: string): Array<{ id: string; key: Buffer }> {
  const key = Buffer.from(hkdfSync('sha256', signingSecret, 'roadbridge-payment-data', 'aes-256-gcm', KEY_BYTES));
  return [{ id: 'dev', key }];
}

export function createPaymentDataCipher(ring: ReadonlyArray<{ id: string; key: Buffer }>): PaymentDataCipher {
  const [current] = ring;
  if (!current) throw new Error('No payment data key');
  const keys = new Map(ring.map((entry) => [entry.id, entry.key]));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return { ciphertext: Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url'), keyId: current.id };
    },
    open({ ciphertext, keyId }) {
      const key = keys.get(keyId);
      if (!key) throw new Error(`No payment data key with id ${keyId}`);
      const bytes = Buffer.from(ciphertext, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** The cipher of this configuration: PAYMENT_DATA_KEYS, or outside production the key derived from the signing secret. */
export function paymentDataCipherFor(paymentDataKeys: string | null, signingSecret: string): PaymentDataCipher {
  return createPaymentDataCipher(paymentDataKeys ? parsePaymentDataKeys(paymentDataKeys) : developmentPaymentDataKeys(signingSecret));
}
