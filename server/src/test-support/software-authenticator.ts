import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { PasskeyLoginOptions, PasskeyRegistrationOptions } from 'shared-contracts';

/*
 * A software authenticator for the passkey tests (docs/decisions/052): an ES256 key made by node's crypto, and the
 * authenticator data, attestation object (`none`) and clientDataJSON built by hand, as a platform authenticator
 * builds them. The server checks its signatures with the real verifier; nothing is mocked.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const buffer = Buffer.alloc(5);
  buffer[0] = (major << 5) | 26;
  buffer.writeUInt32BE(length, 1);
  return buffer;
}

/** The little CBOR (RFC 8949) WebAuthn needs: integers, text, bytes, arrays and maps. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const counterBytes = (counter: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(counter);
  return buffer;
};

/** User present, user verified; `AT` when attested credential data follows. */
const FLAGS = { up: 0x01, uv: 0x04, at: 0x40 } as const;

export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  /** The COSE key the attestation carries. */
  coseKey: Buffer;
  userHandle: string;
  counter: number;
}

export interface Ceremony {
  origin: string;
  /** Signs with the user-verified flag unless told otherwise. */
  userVerified?: boolean;
}

/** `startRegistration`'s answer to the options: a new ES256 passkey and its attestation. */
export function createPasskey(options: PasskeyRegistrationOptions, ceremony: Ceremony) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  const credentialId = randomBytes(32);
  const rpId = options.rp.id ?? new URL(ceremony.origin).hostname;
  const flags = FLAGS.up | FLAGS.at | (ceremony.userVerified === false ? 0 : FLAGS.uv);
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(0), Buffer.alloc(16), idLength, credentialId, coseKey]);
  const attestationObject = cbor(new Map<Cbor, Cbor>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]));
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: ceremony.origin, crossOrigin: false }));
  const id = credentialId.toString('base64url');
  const passkey: SoftwarePasskey = { credentialId, privateKey, coseKey, userHandle: options.user.id, counter: 0 };
  const credential = platformCredential(id, {
    clientDataJSON: clientDataJSON.toString('base64url'),
    attestationObject: attestationObject.toString('base64url'),
    transports: ['internal'],
  });
  return { passkey, credential };
}

/** `startAuthentication`'s answer: an assertion signed by the passkey, its counter one up unless `counter` is given. */
export function assert(passkey: SoftwarePasskey, options: PasskeyLoginOptions, ceremony: Ceremony & { counter?: number; rpId?: string }) {
  const counter = ceremony.counter ?? passkey.counter + 1;
  passkey.counter = Math.max(passkey.counter, counter);
  const rpId = ceremony.rpId ?? options.rpId ?? new URL(ceremony.origin).hostname;
  const flags = FLAGS.up | (ceremony.userVerified === false ? 0 : FLAGS.uv);
  const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes(counter)]);
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: ceremony.origin, crossOrigin: false }));
  const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), passkey.privateKey);
  const id = passkey.credentialId.toString('base64url');
  return platformCredential(id, {
    clientDataJSON: clientDataJSON.toString('base64url'),
    authenticatorData: authenticatorData.toString('base64url'),
    signature: signature.toString('base64url'),
    userHandle: passkey.userHandle,
  });
}

/** The credential a platform authenticator hands the page, around its attestation or assertion `response`. */
function platformCredential<Response>(id: string, response: Response) {
  return { id, rawId: id, type: 'public-key' as const, authenticatorAttachment: 'platform' as const, clientExtensionResults: {}, response };
}
