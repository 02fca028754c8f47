import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { CaptchaSettings } from '../config.js';
import type { UsedCaptchasRepository } from '../db/used-captchas-repository.js';
import { hmacHex } from '../security/tokens.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { HttpError } from '../http/http-error.js';
import { isoAfterSeconds } from '../time.js';

/** How long a challenge may be solved and redeemed. */
export const CAPTCHA_CHALLENGE_SECONDS = 10 * 60;
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaService {
  /** A new signed ALTCHA v2 challenge for the widget. */
  challenge(): Promise<Challenge>;
  /**
   * True once for a solved, unexpired, untampered challenge of ours: the solution is then recorded as
   * used (by the challenge's signature), so a replay of the same token is refused.
   */
  redeem(token: string): Promise<boolean>;
  /** `redeem`, as a route's preHandler wants it: a 400 CAPTCHA_INVALID when the token does not redeem. */
  require(token: string): Promise<void>;
}

// The widget's payload: base64 of JSON {challenge: {parameters, signature}, solution: {counter, derivedKey}}.
// Parsed loosely, so that the signed parameters reach verifySolution exactly as they were sent.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string().max(128),
      salt: z.string().max(128),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1).max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

/** The two HMAC keys of the challenges, derived from SIGNING_SECRET (one secret to configure, not three). */
export function captchaKeys(signingSecret: string): { hmacSignatureSecret: string; hmacKeySignatureSecret: string } {
  return {
    hmacSignatureSecret: hmacHex(signingSecret, 'altcha challenge signature'),
    hmacKeySignatureSecret: hmacHex(signingSecret, 'altcha key signature'),
  };
}

function decodePayload(token: string): Payload | null {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  return payloadSchema.safeParse(raw).success ? (raw as Payload) : null;
}

/**
 * Self-hosted ALTCHA (docs/decisions/007-altcha-captcha.md): a proof of work the browser solves (altcha-lib 2, PBKDF2-SHA-256, the
 * counter chosen by the server so the work is predictable: CAPTCHA_COST iterations per attempt, between
 * half of CAPTCHA_MAX_COUNTER and CAPTCHA_MAX_COUNTER attempts). Challenges are HMAC-signed with a key
 * derived from SIGNING_SECRET; verification checks the signature, the expiry and the derived key's
 * signature, then records the challenge as used in the database (so every instance refuses a replay).
 */
export function createCaptchaService(deps: { settings: CaptchaSettings; signingSecret: string; usedCaptchas: UsedCaptchasRepository }): CaptchaService {
  const { settings, usedCaptchas } = deps;
  const { hmacSignatureSecret, hmacKeySignatureSecret } = captchaKeys(deps.signingSecret);

  const service: CaptchaService = {
    async challenge() {
      const min = Math.max(1, Math.ceil(settings.maxCounter / 2));
      return createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: settings.cost,
        counter: randomInt(min, settings.maxCounter + 1),
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_CHALLENGE_SECONDS * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
    },
    async redeem(token) {
      const payload = decodePayload(token);
      if (!payload || !payload.challenge.signature) return false;
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        verified = result.verified;
      } catch {
        return false;
      }
      if (!verified) return false;
      return usedCaptchas.redeem(payload.challenge.signature, isoAfterSeconds(CAPTCHA_CHALLENGE_SECONDS));
    },
    async require(token) {
      if (!(await service.redeem(token))) {
        throw new HttpError(400, ERROR_STATUS.captchaInvalid, 'The captcha was not solved, has expired or was used before');
      }
    },
  };
  return service;
}
