import type { preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_QUOTAS } from 'shared-contracts';
import type { RateLimitsRepository } from '../db/rate-limits-repository.js';
import { TooManyRequestsError } from '../http/http-error.js';
import { hmacHex } from '../security/tokens.js';
import { secondsUntil } from '../time.js';
import { clientGroup } from './client-group.js';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** Limits per client IP and per identifier (username, e-mail, SSN, account number, user). */
export interface BucketRules {
  ip: RateRule;
  identifier?: RateRule;
}

const minutes = (count: number) => count * 60;

/*
 * Fixed windows, counted in the database (rate_limits) so that instances behind a load balancer share
 * them. Generous enough for a person who mistypes, tight enough to make guessing and mail-bombing slow.
 * The per-identifier limits stop one account being attacked from many addresses; the account lock and
 * the lookup's five tries stay the real bound on guessing.
 */
export const RATE_LIMITS = {
  login: { ip: { max: 60, windowSeconds: minutes(10) }, identifier: { max: 20, windowSeconds: minutes(10) } },
  // Passkey sign-in (docs/decisions/052): as /login, per address and per credential; the options count too, each one
  // writes a challenge row.
  passkeyLogin: { ip: { max: 60, windowSeconds: minutes(10) }, identifier: { max: 20, windowSeconds: minutes(10) } },
  sendUsername: { ip: { max: 10, windowSeconds: minutes(15) }, identifier: { max: 3, windowSeconds: minutes(15) } },
  sendPasswordReset: { ip: { max: 10, windowSeconds: minutes(15) }, identifier: { max: 3, windowSeconds: minutes(15) } },
  verifyEmailResend: { ip: { max: 10, windowSeconds: minutes(15) }, identifier: { max: 3, windowSeconds: minutes(15) } },
  verifyEmail: { ip: { max: 30, windowSeconds: minutes(15) } },
  resetPassword: { ip: { max: 20, windowSeconds: minutes(15) } },
  changePassword: { ip: { max: 20, windowSeconds: minutes(15) }, identifier: { max: 10, windowSeconds: minutes(15) } },
  createAccount: { ip: { max: 10, windowSeconds: minutes(15) }, identifier: { max: 5, windowSeconds: minutes(15) } },
  lookupStep1: { ip: { max: 10, windowSeconds: minutes(15) }, identifier: { max: 5, windowSeconds: minutes(15) } },
  // Sending and checking codes (lookup, enrolment, sign-in): per IP in the route, and per person (the user of a
  // sign-in, the loan of a lookup or enrolment) once the token names them, so that new challenges from new
  // addresses do not add up to more sends or checks (docs/decisions/050).
  lookupStep2: { ip: { max: 20, windowSeconds: minutes(15) }, identifier: { max: 10, windowSeconds: minutes(60) } },
  lookupStep3: { ip: { max: 30, windowSeconds: minutes(15) }, identifier: { max: 15, windowSeconds: minutes(15) } },
  // Paying without an account (docs/decisions/058): a lookup per address and per account number, as the forgot-account
  // lookup; a payment per address and per loan (the loan its token names).
  guestLookup: { ip: { max: 10, windowSeconds: minutes(15) }, identifier: { max: 5, windowSeconds: minutes(15) } },
  guestPayment: { ip: { max: 20, windowSeconds: minutes(15) }, identifier: { max: 10, windowSeconds: minutes(15) } },
  captchaChallenge: { ip: { max: 60, windowSeconds: minutes(15) } },
  // Analytics batches (spec 7): a page sends a few per 5 s flush; room for many visitors behind one
  // address. Past it the client waits Retry-After and sends again (spec 8.6), so nothing is lost.
  analytics: { ip: { max: 600, windowSeconds: minutes(1) } },
  // Error reports (docs/decisions/034): a broken release makes every page report once or twice; past this, a count
  // is enough.
  clientErrors: { ip: { max: 60, windowSeconds: minutes(1) } },
  // The public forms (spec 2.2 /contact, /dealers) mail a team: a person sends one or two, a script must
  // not fill the inbox. A double submit counts, hence room for a few; per sender address too, from any IP.
  contact: { ip: { max: 10, windowSeconds: minutes(60) }, identifier: { max: 5, windowSeconds: minutes(60) } },
  dealerEnquiry: { ip: { max: 10, windowSeconds: minutes(60) }, identifier: { max: 5, windowSeconds: minutes(60) } },
  // Settings (per signed-in user): an e-mail change checks the password and mails twice; a phone change texts a
  // code (each one costs money and can pester a stranger's number); a code check is bounded by five tries too.
  settingsEmail: { ip: { max: 20, windowSeconds: minutes(15) }, identifier: { max: 5, windowSeconds: minutes(15) } },
  settingsPhone: { ip: { max: 20, windowSeconds: minutes(60) }, identifier: { max: 5, windowSeconds: minutes(60) } },
  // Adding a passkey checks the current password (argon2), as an e-mail change does.
  passkeyRegistration: { ip: { max: 20, windowSeconds: minutes(15) }, identifier: { max: 10, windowSeconds: minutes(15) } },
  settingsPhoneVerify: { ip: { max: 30, windowSeconds: minutes(15) }, identifier: { max: 10, windowSeconds: minutes(15) } },
  // Secure messages (per loan): each may carry 15 MB of files into the database; a person writes a few a day.
  secureMessage: { ip: { max: 60, windowSeconds: minutes(60) }, identifier: { max: 30, windowSeconds: minutes(60) } },
  // PDF documents (per session; docs/decisions/051): a person reads a few statements, not thirty in ten minutes;
  // each one is drawn on demand. The address limit only stops one client rotating sessions.
  pdfDownload: {
    ip: { max: ACCOUNT_QUOTAS.pdfDownloads.max * 10, windowSeconds: minutes(ACCOUNT_QUOTAS.pdfDownloads.windowMinutes) },
    identifier: { max: ACCOUNT_QUOTAS.pdfDownloads.max, windowSeconds: minutes(ACCOUNT_QUOTAS.pdfDownloads.windowMinutes) },
  },
} as const satisfies Record<string, BucketRules>;

export type RateBucket = keyof typeof RATE_LIMITS;

/** One identifier however it was typed: "Demo", " demo" and "ｄｅｍｏ" are counted together. */
export const normalizedIdentifier = (identifier: string): string => identifier.normalize('NFKC').trim().toLowerCase();

/**
 * A row's key in rate_limits. Keys are HMACs: the table holds no IP address, username, e-mail or SSN, and an SSN's
 * key cannot be enumerated.
 */
export const rateLimitKey = (signingSecret: string, bucket: string, kind: string, value: string): string =>
  `${bucket}:${kind}:${hmacHex(signingSecret, `${bucket}:${kind}:${value}`).slice(0, 40)}`;

export interface RateLimiter {
  /** Counts one request against `bucket` for the IP's client group (an IPv6 /64) and the identifier; throws a 429 past either limit. */
  hit(bucket: RateBucket, ip: string, identifier?: string): Promise<void>;
  /**
   * `hit` per IP as a route preHandler. A bucket with an identifier calls `hit` in an inline preHandler
   * instead (`async (request) => rateLimiter.hit(bucket, request.ip, request.body.email)`): that one runs
   * after validation and gets the body typed by the route's schema.
   */
  guard(bucket: RateBucket): preHandlerAsyncHookHandler;
  /**
   * Counts one request against the bucket's per-identifier limit alone: for an identifier a service learns only
   * after the route's per-IP `guard` ran (the person a code token names, docs/decisions/050).
   */
  hitIdentifier(bucket: RateBucket, identifier: string): Promise<void>;
}

export function createRateLimiter(
  rateLimits: RateLimitsRepository,
  options: { signingSecret: string; multiplier: number; rules?: Partial<Record<RateBucket, BucketRules>> },
): RateLimiter {
  const rulesOf = (bucket: RateBucket): BucketRules => options.rules?.[bucket] ?? RATE_LIMITS[bucket];
  const keyOf = (bucket: RateBucket, kind: string, value: string) => rateLimitKey(options.signingSecret, bucket, kind, value);

  async function count(key: string, rule: RateRule): Promise<void> {
    const { hits, resetAt } = await rateLimits.hit(key, rule.windowSeconds);
    if (hits > rule.max * options.multiplier) throw new TooManyRequestsError(secondsUntil(resetAt));
  }

  async function countIdentifier(bucket: RateBucket, identifier: string): Promise<void> {
    const rule = rulesOf(bucket).identifier;
    if (rule) await count(keyOf(bucket, 'id', normalizedIdentifier(identifier)), rule);
  }

  const limiter: RateLimiter = {
    async hit(bucket, ip, identifier) {
      await count(keyOf(bucket, 'ip', clientGroup(ip)), rulesOf(bucket).ip);
      if (identifier !== undefined) await countIdentifier(bucket, identifier);
    },
    hitIdentifier: countIdentifier,
    guard(bucket) {
      return async function rateLimited(request) {
        await limiter.hit(bucket, request.ip);
      };
    },
  };
  return limiter;
}
