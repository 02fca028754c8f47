import { z } from 'zod';

/*
 * Decision 034: a browser's report of an error in the site's own code, so a team sees at once whether its
 * release broke something. Labels only, no message, address or stack: those can hold what a customer typed, a
 * token of a link, or an account number. `POST /api/client-errors` (API_PATHS.clientErrors) answers 204; the
 * counts are in /metrics.
 */

/** The apps of the site, as their builds are named (the shell and each remote's package). */
export const CLIENT_ERROR_APPS = ['shell', 'mfe-public', 'mfe-auth', 'mfe-account'] as const;
export type ClientErrorApp = (typeof CLIENT_ERROR_APPS)[number];

/**
 * remote-load: a remote's manifest, entry or module did not load (the unavailable panel shows); chunk-reload: a
 * file of a build was gone and the page reloaded itself (spec 4.9); uncaught: an error nothing handled; contract: a
 * remote built against a later shared-contracts or shared-ui than the page runs was not run (the unavailable panel
 * shows; docs/decisions/062).
 */
export const CLIENT_ERROR_KINDS = ['remote-load', 'chunk-reload', 'uncaught', 'contract'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const clientErrorReportSchema = z.object({
  app: z.enum(CLIENT_ERROR_APPS),
  /** The app's build version as the browser loaded it (its manifest's buildVersion); `unknown` when it never loaded. */
  version: z.string().regex(/^[A-Za-z0-9._+-]{1,64}$/),
  kind: z.enum(CLIENT_ERROR_KINDS),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** The answer: 204, no body. */
export const clientErrorAnswerSchema = z.null();
