import { z } from 'zod';
import { MAX_PATH_LENGTH } from './route-match.js';

/** Paths of the server's calls (spec 7 and the calls it leaves "not shown"). */
export const API_PATHS = {
  env: '/env.json',
  redirectLookup: '/api/redirects/lookup',
  sitemapXml: '/sitemap.xml',
  health: '/api/health',
  /** RFC 9116: where to report a vulnerability, for researchers and their tools. */
  securityTxt: '/.well-known/security.txt',
} as const;

/** Every error the server answers has this JSON body, never a stack trace (it would show the code's internals). */
export const errorBodySchema = z.object({
  status: z.string(),
  message: z.string(),
  /**
   * On a 400 for a body that failed its schema: the path of each bad field (`email`, `address.city`) with the
   * zod issue code, so a form can mark the field in the visitor's language without parsing `message`.
   */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The page-path lookup for redirects (spec 2.6, 7): asked by the shell for a path it does not know. */
export const redirectLookupQuerySchema = z.object({
  path: z.string().min(1).max(MAX_PATH_LENGTH).startsWith('/'),
});
export type RedirectLookupQuery = z.infer<typeof redirectLookupQuerySchema>;

export const redirectLookupResponseSchema = z.object({
  /** A path on this site or an absolute external address. */
  location: z.string(),
  external: z.boolean(),
});
export type RedirectLookupResponse = z.infer<typeof redirectLookupResponseSchema>;
