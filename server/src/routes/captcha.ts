import type { FastifyInstance } from 'fastify';
import { PORTAL_API_PATHS, captchaChallengeSchema } from 'shared-contracts';
import type { CaptchaService } from '../captcha/altcha.js';
import { answersAreNotStored } from '../http/api-route.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

/** `GET /api/captcha/challenge`: the ALTCHA widget's `challenge` URL (spec 2.11: a new one per request). */
export default async function captchaPlugin(app: FastifyInstance, options: { captcha: CaptchaService; rateLimiter: RateLimiter }) {
  const { captcha, rateLimiter } = options;
  answersAreNotStored(app);
  app.get(
    PORTAL_API_PATHS.captchaChallenge,
    { schema: { response: { 200: captchaChallengeSchema } }, preHandler: rateLimiter.guard('captchaChallenge') },
    async () => captcha.challenge(),
  );
}
