import type { FastifyInstance } from 'fastify';
import { API_PATHS, COMPANY } from 'shared-contracts';
import { linkOrigin } from '../http/request-origin.js';

/** RFC 9116 asks for an Expires under a year away, so a forgotten file stops being believed. */
const EXPIRES_AFTER_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export function securityTxt(origin: string, now: Date): string {
  // Whole days, so the answer changes once a day and caches well.
  const expires = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + EXPIRES_AFTER_DAYS * DAY_MS);
  return [
    `Contact: ${COMPANY.securityContact}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en, es, pt',
    `Canonical: ${origin}${API_PATHS.securityTxt}`,
    '',
  ].join('\n');
}

/** `GET /.well-known/security.txt` (RFC 9116): where to report a vulnerability in this site. */
export default async function securityTxtPlugin(app: FastifyInstance, options: { publicUrl: string | null }) {
  app.get(API_PATHS.securityTxt, async (request, reply) => {
    const origin = linkOrigin(request, options.publicUrl);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=86400').send(securityTxt(origin, new Date()));
  });
}
