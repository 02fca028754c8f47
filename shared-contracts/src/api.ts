import { z } from 'zod';
import { MAX_PATH_LENGTH } from 'shared-contracts/core';

/**
 * `GET /health/ready`: HTTP 200 READY when every check holds, else 503 NOT_READY with the checks that failed.
 */
export const healthReadyResponseSchema = z.object({
  status: z.enum(['READY', 'NOT_READY']),
  checks: z.object({
    /** The database answers a query. */
    database: z.boolean(),
    /** Every migration this build knows is applied. */
    migrations: z.boolean(),
    /** The shell's build, and the build of each remote this server serves itself, are on disk. */
    builds: z.boolean(),
    /** The instance is not shutting down (from SIGTERM on it finishes what is in flight and takes nothing new). */
    serving: z.boolean(),
  }),
});
export type HealthReadyResponse = z.infer<typeof healthReadyResponseSchema>;

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
