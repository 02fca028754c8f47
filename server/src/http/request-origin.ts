import type { FastifyRequest } from 'fastify';
import { ERROR_STATUS } from './error-reply.js';
import { HttpError } from './http-error.js';
import { siteOrigin } from './site-origin.js';

/** The origin for links in mails: PUBLIC_URL, or the request's own; 400 for a Host header that is no host. */
export function linkOrigin(request: FastifyRequest, publicUrl: string | null): string {
  const origin = siteOrigin(request, publicUrl);
  if (!origin) throw new HttpError(400, ERROR_STATUS.invalid, 'The Host header is not valid');
  return origin;
}
