import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  COMPANY,
  PASSKEY_LIMITS,
  SECURITY_EVENTS,
  SECURITY_EVENT_REASONS,
  SETTINGS_FIELD_ISSUES,
  type Passkey,
  type PasskeyLoginOptions,
  type PasskeyLoginRequest,
  type PasskeyRegistrationOptions,
  type PasskeyRegistrationRequest,
  type SecurityEventReason,
} from 'shared-contracts';
import type { PasskeysRepository, StoredPasskey } from '../db/passkeys-repository.js';
import type { SecurityEventsRepository } from '../db/security-events-repository.js';
import type { ActiveSession } from '../db/sessions-repository.js';
import type { Transact } from '../db/unit-of-work.js';
import type { UsersRepository } from '../db/users-repository.js';
import { isUniqueViolation } from '../db/constraint-errors.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError, ValidationError } from '../http/http-error.js';
import type { Clock } from '../payments/clock.js';
import { verifyPassword } from '../security/passwords.js';
import type { RequestContext, SecurityAudit } from '../security/security-audit.js';
import { hmacHex } from '../security/tokens.js';
import { describeUserAgent } from '../settings/settings-service.js';
import { isoAfterSeconds } from '../time.js';
import { isLocked } from './login-lock.js';

/** Where the ceremony happens: the site's origin and its host as the relying party id (docs/decisions/052). */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

/** The origin PUBLIC_URL (or, outside production, the request) names, and its host name as the RP id. */
export function relyingPartyOf(origin: string): RelyingParty {
  return { origin, rpId: new URL(origin).hostname };
}

/** What a passkey sign-in settles with: what `POST /login`'s service answers, without CODE_REQUIRED. */
export type PasskeyLoginOutcome = { status: 'OK'; userId: number } | { status: 'NOTVERIFIED'; userId: number } | { status: 'INVALID' } | { status: 'LOCKED' };

export interface PasskeyService {
  /** After the current password: the options of `navigator.credentials.create`, its challenge tied to the session. */
  registrationOptions(session: ActiveSession, currentPassword: string, rp: RelyingParty, context: RequestContext): Promise<PasskeyRegistrationOptions>;
  /** The attestation, checked against the session's challenge: the passkey added (`passkey_added`, same transaction). */
  register(session: ActiveSession, request: PasskeyRegistrationRequest, rp: RelyingParty, context: RequestContext): Promise<Passkey>;
  list(session: ActiveSession): Promise<Passkey[]>;
  /** 404 for a passkey that is not this user's (`passkey_removed`, same transaction). */
  remove(session: ActiveSession, publicId: string, context: RequestContext): Promise<void>;
  /** The options of `navigator.credentials.get`, the challenge tied to the pre-login cookie's hash. */
  loginOptions(bindingHash: string, rp: RelyingParty): Promise<PasskeyLoginOptions>;
  /** The assertion: who signs in, or why not (a `sign_in` event either way). */
  login(bindingHash: string | null, request: PasskeyLoginRequest, rp: RelyingParty, context: RequestContext): Promise<PasskeyLoginOutcome>;
}

export interface PasskeyServiceDependencies {
  passkeys: PasskeysRepository;
  users: UsersRepository;
  securityEvents: SecurityEventsRepository;
  transact: Transact;
  audit: SecurityAudit;
  /** IDENTITY_HASH_SECRET: keys the user handle, so an authenticator holds no account id of ours. */
  userHandleKey: string;
  now: Clock;
}

/** ES256, EdDSA, RS256: what platform authenticators and security keys make; the same list checks the answer. */
const ALGORITHMS = [-7, -8, -257];

const challengeSeconds = PASSKEY_LIMITS.challengeMinutes * 60;

const answerOf = (passkey: StoredPasskey): Passkey => ({
  id: passkey.publicId,
  name: passkey.name,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
});

/** `Chrome 131 · Windows 10` from the User-Agent of the browser that added it. */
function passkeyName(userAgent: string | null): string | null {
  const { browser, system } = describeUserAgent(userAgent);
  const name = browser && system ? `${browser} · ${system}` : (browser ?? system);
  return name ? name.slice(0, PASSKEY_LIMITS.nameMaxLength) : null;
}

/** The challenge a WebAuthn answer signed, read from its clientDataJSON; null for what is not one. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = typeof parsed === 'object' && parsed !== null ? (parsed as { challenge?: unknown }).challenge : undefined;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 128 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys (docs/decisions/052). A passkey is added only by a signed-in borrower who typed the current password
 * (as an e-mail change), so a session left open is not enough to plant one. A sign-in with it is both factors:
 * something held (the authenticator's key) and something the authenticator verified (user verification is
 * required), so it opens a session without the new-device code of docs/decisions/033. Challenges are single-use
 * rows spent by one DELETE; the signature counter refuses an answer older than the last one seen.
 */
export function createPasskeyService(deps: PasskeyServiceDependencies): PasskeyService {
  const { passkeys, users, securityEvents, transact, audit, userHandleKey, now } = deps;
  const { signIn, passkeyAdded, passkeyRemoved } = SECURITY_EVENTS;
  const userHandle = (userId: number) => new TextEncoder().encode(hmacHex(userHandleKey, `passkey-user-handle:${userId}`).slice(0, 32));

  async function refuseSignIn(context: RequestContext, reason: SecurityEventReason, userId: number | null = null): Promise<PasskeyLoginOutcome> {
    await audit.record(securityEvents, context, { event: signIn, outcome: 'failure', userId, reason });
    return { status: 'INVALID' };
  }

  return {
    async registrationOptions(session, currentPassword, rp, context) {
      const user = await users.findById(session.userId);
      if (!user) throw new HttpError(404, ERROR_STATUS.notFound, 'No account belongs to this session');
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        await audit.record(securityEvents, context, { event: passkeyAdded, outcome: 'failure', userId: user.id, reason: SECURITY_EVENT_REASONS.wrongPassword });
        throw new ValidationError('The current password is not right', { currentPassword: SETTINGS_FIELD_ISSUES.wrongPassword });
      }
      const existing = await passkeys.listForUser(user.id);
      if (existing.length >= PASSKEY_LIMITS.maxPerUser) {
        throw new HttpError(409, ERROR_STATUS.conflict, 'This account has as many passkeys as it may keep; remove one first');
      }
      const options = await generateRegistrationOptions({
        rpName: COMPANY.name,
        rpID: rp.rpId,
        userName: user.username,
        userDisplayName: user.username,
        userID: userHandle(user.id),
        timeout: PASSKEY_LIMITS.ceremonySeconds * 1000,
        attestationType: 'none',
        // The authenticator does not make a second passkey for this account where it holds one already.
        excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports })),
        // Discoverable (the sign-in types no username) and verified (PIN or biometrics: the second factor).
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
        supportedAlgorithmIDs: ALGORITHMS,
      });
      await passkeys.saveChallenge({
        purpose: 'registration',
        bindingHash: session.idHash,
        userId: user.id,
        challenge: options.challenge,
        expiresAt: isoAfterSeconds(challengeSeconds, now()),
      });
      return options as PasskeyRegistrationOptions;
    },

    async register(session, { credential }, rp, context) {
      const challenge = challengeOf(credential.response.clientDataJSON);
      const spent = challenge ? await passkeys.spendChallenge('registration', session.idHash, challenge, now()) : null;
      if (!challenge || !spent || spent.userId !== session.userId) {
        throw new HttpError(400, ERROR_STATUS.expired, 'No passkey was being added in this session, or it took too long; start again');
      }
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          // The zod schema keeps the JSON's shape; the library's types name the transports as a union of words.
          response: credential as Parameters<typeof verifyRegistrationResponse>[0]['response'],
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpId,
          requireUserVerification: true,
          supportedAlgorithmIDs: ALGORITHMS,
        });
      } catch (error) {
        context.log.info({ err: error instanceof Error ? { message: error.message } : undefined }, 'Passkey attestation refused');
        verified = { verified: false as const };
      }
      if (!verified.verified) throw new HttpError(400, ERROR_STATUS.invalid, 'The passkey could not be verified');
      const { credential: made } = verified.registrationInfo;
      try {
        return await transact(async (trx) => {
          await trx.passkeys.add({
            userId: session.userId,
            credentialId: made.id,
            publicKey: Buffer.from(made.publicKey).toString('base64url'),
            counter: made.counter,
            transports: made.transports ?? credential.response.transports ?? [],
            name: passkeyName(context.userAgent),
          });
          await audit.record(trx.securityEvents, context, { event: passkeyAdded, outcome: 'success', userId: session.userId });
          const added = await trx.passkeys.findByCredentialId(made.id);
          if (!added) throw new Error('The passkey just added is not there');
          return answerOf(added);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, ERROR_STATUS.conflict, 'This passkey is already registered');
        throw error;
      }
    },

    async list(session) {
      return (await passkeys.listForUser(session.userId)).map(answerOf);
    },

    async remove(session, publicId, context) {
      const removed = await transact(async (trx) => {
        if (!(await trx.passkeys.remove(session.userId, publicId))) return false;
        await audit.record(trx.securityEvents, context, { event: passkeyRemoved, outcome: 'success', userId: session.userId });
        return true;
      });
      if (!removed) throw new HttpError(404, ERROR_STATUS.notFound, 'No such passkey');
    },

    async loginOptions(bindingHash, rp) {
      const options = await generateAuthenticationOptions({
        rpID: rp.rpId,
        userVerification: 'required',
        timeout: PASSKEY_LIMITS.ceremonySeconds * 1000,
      });
      await passkeys.saveChallenge({ purpose: 'sign_in', bindingHash, userId: null, challenge: options.challenge, expiresAt: isoAfterSeconds(challengeSeconds, now()) });
      return options as PasskeyLoginOptions;
    },

    async login(bindingHash, { credential }, rp, context) {
      // Spent first, whatever follows: an answer is checked once, and a replayed one finds no challenge.
      const challenge = challengeOf(credential.response.clientDataJSON);
      const spent = bindingHash && challenge ? await passkeys.spendChallenge('sign_in', bindingHash, challenge, now()) : null;
      if (!challenge || !spent) return refuseSignIn(context, SECURITY_EVENT_REASONS.expired);
      const stored = await passkeys.findByCredentialId(credential.id);
      if (!stored) return refuseSignIn(context, SECURITY_EVENT_REASONS.unknownUser);
      const { userId } = stored;
      let newCounter: number;
      try {
        const verified = await verifyAuthenticationResponse({
          response: credential as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpId,
          credential: { id: stored.credentialId, publicKey: Buffer.from(stored.publicKey, 'base64url'), counter: stored.counter, transports: stored.transports },
          requireUserVerification: true,
        });
        if (!verified.verified) return refuseSignIn(context, SECURITY_EVENT_REASONS.passkeyRejected, userId);
        newCounter = verified.authenticationInfo.newCounter;
      } catch (error) {
        // A bad signature, another origin, or a counter not above the last one seen (a cloned authenticator).
        context.log.info({ err: error instanceof Error ? { message: error.message } : undefined }, 'Passkey assertion refused');
        return refuseSignIn(context, SECURITY_EVENT_REASONS.passkeyRejected, userId);
      }
      // The account's state answers as POST /login answers it (docs/decisions/048: a lock holds for a passkey too).
      const user = await users.findById(userId);
      if (!user) return refuseSignIn(context, SECURITY_EVENT_REASONS.unknownUser);
      if (isLocked(user, now())) {
        await audit.record(securityEvents, context, { event: signIn, outcome: 'failure', userId, reason: SECURITY_EVENT_REASONS.locked });
        return { status: 'LOCKED' };
      }
      if (user.email_verified_at === null) {
        await audit.record(securityEvents, context, { event: signIn, outcome: 'failure', userId, reason: SECURITY_EVENT_REASONS.notVerified });
        return { status: 'NOTVERIFIED', userId };
      }
      return transact(async (trx): Promise<PasskeyLoginOutcome> => {
        // Only if no other sign-in moved the counter since it was read: two answers of one count cannot both pass.
        if (!(await trx.passkeys.recordUse(stored.id, stored.counter, newCounter, now()))) {
          await audit.record(trx.securityEvents, context, { event: signIn, outcome: 'failure', userId, reason: SECURITY_EVENT_REASONS.passkeyRejected });
          return { status: 'INVALID' };
        }
        await audit.record(trx.securityEvents, context, { event: signIn, outcome: 'success', userId, reason: SECURITY_EVENT_REASONS.passkey });
        return { status: 'OK', userId };
      });
    },
  };
}
