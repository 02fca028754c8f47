import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_QUOTAS, LOCALES, type Locale } from 'shared-contracts';
import { DOCUMENT_TEXTS } from '../documents/document-texts.js';
import { fill } from '../documents/fill.js';
import { acceptsHtml } from '../http/accepts-html.js';
import { ERROR_STATUS } from '../http/error-reply.js';
import { TooManyRequestsError } from '../http/http-error.js';
import { sessionOf } from '../plugins/session.js';
import type { RateLimiter } from './rate-limiter.js';
import { escapeHtml } from '../http/escape-html.js';


function localeOf(request: FastifyRequest): Locale {
  const asked = (request.query as { locale?: unknown } | undefined)?.locale;
  return (LOCALES as readonly unknown[]).includes(asked) ? (asked as Locale) : 'en-US';
}

/**
 * The PDF documents of the signed-in area (statements, the payoff letter) are drawn on demand, each costing CPU:
 * at most `ACCOUNT_QUOTAS.pdfDownloads` a session in its window (docs/decisions/051), counted in the shared
 * rate-limit table by the session's id hash (and, generously, by address). Past it a 429 PDF_DOWNLOAD_LIMIT with
 * Retry-After; a browser's navigation (the document links open in a tab) gets the same 429 as a short page in the
 * language the link asked for, since there is no page of ours around it to word the JSON.
 */
export function pdfDownloadGuard(rateLimiter: RateLimiter) {
  return async function pdfDownloadLimited(request: FastifyRequest, reply: FastifyReply) {
    try {
      await rateLimiter.hit('pdfDownload', request.ip, sessionOf(request).idHash);
    } catch (error) {
      if (!(error instanceof TooManyRequestsError)) throw error;
      const seconds = Math.max(1, error.retryAfterSeconds ?? 1);
      if (acceptsHtml(request.headers.accept) && !String(request.headers.accept ?? '').includes('application/json')) {
        const locale = localeOf(request);
        const texts = DOCUMENT_TEXTS[locale];
        const body = fill(texts.downloadLimitBody, { minutes: Math.ceil(seconds / 60) });
        return reply
          .code(429)
          .header('retry-after', String(seconds))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
              `<title>${escapeHtml(texts.downloadLimitTitle)}</title></head><body><main><h1>${escapeHtml(texts.downloadLimitTitle)}</h1>` +
              `<p>${escapeHtml(body)}</p></main></body></html>`,
          );
      }
      throw new TooManyRequestsError(
        seconds,
        ERROR_STATUS.pdfDownloadLimit,
        `At most ${ACCOUNT_QUOTAS.pdfDownloads.max} documents in ${ACCOUNT_QUOTAS.pdfDownloads.windowMinutes} minutes; please wait and try again`,
      );
    }
  };
}
