import { LOGIN_STEP_UP } from 'shared-contracts';
import type { RateLimitsRepository } from '../db/rate-limits-repository.js';
import { normalizedIdentifier, rateLimitKey } from '../rate-limit/rate-limiter.js';

/**
 * The sign-in's step-up (docs/decisions/049, spec 4.2): failed tries are counted per username as typed, whether or
 * not it belongs to anyone, in a fixed window of rate_limits (shared by every instance behind the balancer). From
 * LOGIN_STEP_UP.failuresBeforeCaptcha on, a try must carry a solved captcha before its password is looked at, so each
 * further guess, and each step toward a lock of someone else's account, costs a proof of work.
 *
 * Counting unknown usernames as known ones keeps the step-up from telling which usernames exist: both ask for the
 * captcha after the same number of tries.
 */
export interface LoginStepUp {
  /**
   * Counts a try of `username` before its password is looked at (so a burst of concurrent guesses is counted as
   * it arrives, not as each ends) and answers whether this try must carry a solved captcha.
   */
  counted(username: string, now?: Date): Promise<{ captchaRequired: boolean }>;
  /** The password was right: the count starts again. */
  passed(username: string): Promise<void>;
}

const BUCKET = 'loginStepUp';

export function createLoginStepUp(deps: { rateLimits: RateLimitsRepository; signingSecret: string }): LoginStepUp {
  const { rateLimits, signingSecret } = deps;
  const keyOf = (username: string) => rateLimitKey(signingSecret, BUCKET, 'id', normalizedIdentifier(username));
  return {
    async counted(username, now) {
      const { hits } = await rateLimits.hit(keyOf(username), LOGIN_STEP_UP.windowMinutes * 60, now);
      return { captchaRequired: hits > LOGIN_STEP_UP.failuresBeforeCaptcha };
    },
    async passed(username) {
      await rateLimits.forget(keyOf(username));
    },
  };
}
