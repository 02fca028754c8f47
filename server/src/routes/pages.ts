import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  SIGNED_IN_HOME,
  SIGNED_OUT_HOME,
  isLocale,
  localizePath,
  matchRoute,
  pathOf,
  remoteFor,
  splitLocale,
  type AppRoute,
  type Locale,
  type PageVisitor,
  type RouteMatch,
} from 'shared-contracts';
import type { SessionManager } from '../auth/session-manager.js';
import type { AppConfig } from '../config.js';
import { acceptsHtml } from '../http/accepts-html.js';
import { replyNotFound } from '../http/error-reply.js';
import { parseRequestTarget } from '../http/request-target.js';
import { requestHost, siteOrigin } from '../http/site-origin.js';
import { labelPageRequest } from '../plugins/metrics.js';
import type { RedirectService } from '../redirects/resolve-redirect.js';
import type { PageRenderer } from '../server-render/page-renderer.js';
import { NO_CACHE, PRIVATE_NO_STORE } from '../web-root/cache-policy.js';
import { indexHtmlReader, type IndexHtml } from '../web-root/index-html.js';
import { liveShellReader } from '../web-root/live-builds.js';
import { createPageHeads } from '../web-root/page-head.js';
import { remotePreloadsReader, type PageRemote } from '../web-root/remote-preloads.js';
import { shellBuildIdReader } from '../web-root/shell-build-id.js';
import { envConfigOf } from './env-json.js';
import type { WebRootLayout } from '../web-root/web-root-layout.js';

/*
 * The site's not-found handler: every request no route or built file answered ends here.
 *
 *   page of the route table     → 200 with the shell's index.html, its head the route's (or 302 to the visitor's locale, or the
 *                                 302 of spec 2.6 when the page is for the other side of signing in)
 *   stored redirect             → 301 (or the stored code) to the new address
 *   API, remote or asset path   → 404 JSON
 *   anything else a browser asks → 404 with index.html; the shell renders the error page
 */

export interface PagesOptions {
  layout: WebRootLayout;
  redirects: RedirectService;
  sessions: Pick<SessionManager, 'find'>;
  publicUrl: string | null;
  /** For the runtime configuration every page carries (the answer of /env.json). */
  config: AppConfig;
  /** The server render of a page's body (server-render/); absent, the browser renders every page. */
  renderer?: PageRenderer;
}

/** Folders that never hold pages: a miss there is a missing file or call, not a page to render. */
const NON_PAGE_FOLDERS = ['/api', '/remotes', '/static'];
const FILE_EXTENSION = /\/[^/]*\.[a-z0-9]{1,8}$/i;

// A redirect may be corrected later; an hour bounds how long browsers keep a wrong one.
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

const isNonPagePath = (pathname: string) =>
  NON_PAGE_FOLDERS.some((folder) => pathname === folder || pathname.startsWith(`${folder}/`));

async function pagesPlugin(app: FastifyInstance, options: PagesOptions) {
  const readLiveShell = liveShellReader(options.layout);
  const readIndexHtml = indexHtmlReader(async () => (await readLiveShell()).dir, await createPageHeads());
  const readShellBuildId = shellBuildIdReader(options.layout);
  const readPreloads = remotePreloadsReader(options.layout, options.config.remoteManifests);
  const publicHost = options.publicUrl ? new URL(options.publicUrl).host : null;
  const siteHostOf = (request: FastifyRequest) => publicHost ?? requestHost(request);

  async function sendShell(
    request: FastifyRequest,
    reply: FastifyReply,
    statusCode: 200 | 404,
    locale: Locale,
    match: RouteMatch | null,
    pathname: string,
    visitor: PageVisitor | null = null,
  ) {
    const route = match?.route ?? null;
    const indexOf = await readIndexHtml();
    if (!indexOf) return sendShellMissing(request, reply);
    const env = envConfigOf(options.config, await readShellBuildId());
    const remote = route ? knownRemoteOf(route, visitor) : null;
    const preloads = remote && route ? await readPreloads(remote, route.id) : null;
    // A known page is rendered on the server; an unknown address is the browser's (its error page names the path,
    // and made-up paths would each be a render to keep). The render knows whether the visitor is signed in, never
    // who (docs/decisions/070).
    const root =
      options.renderer && match
        ? await options.renderer.render({ url: pathname, locale, env, keep: Object.keys(match.params).length === 0, visitor })
        : null;
    const index = indexOf({ locale, route, origin: siteOrigin(request, options.publicUrl), env, preloads, root, visitor });
    // A page sent to a session is nobody else's: no shared cache keeps it and no browser stores it, though its HTML
    // carries no one's data (docs/decisions/070). Any page whose answer depended on the cookie says so.
    if (visitor !== null) reply.header('vary', 'Cookie');
    reply.code(statusCode).header('cache-control', visitor === 'signedIn' ? PRIVATE_NO_STORE : NO_CACHE).type('text/html; charset=utf-8');
    if (statusCode === 200 && visitor !== 'signedIn') {
      reply.header('etag', index.etag);
      if (matchesEtag(request, index)) return reply.code(304).send();
    }
    return reply.send(index.html);
  }

  async function answerPage(request: FastifyRequest, reply: FastifyReply, match: RouteMatch, pathname: string, search: string) {
    const unprefixed = splitLocale(pathname).locale === DEFAULT_LOCALE;
    if (unprefixed) {
      // The same unprefixed URL answers differently by cookie; shared caches must keep them apart.
      reply.header('vary', 'Cookie');
      const chosen = request.cookies[LOCALE_COOKIE];
      if (isLocale(chosen) && chosen !== DEFAULT_LOCALE) {
        return reply.header('cache-control', NO_CACHE).redirect(localizePath(match.path, chosen) + search, 302);
      }
    }
    const visitor = await visitorOf(request, match.route);
    const home = accessRedirect(match.route, visitor);
    if (home) return reply.header('cache-control', NO_CACHE).header('vary', 'Cookie').redirect(localizePath(pathOf(home), match.locale), 302);
    return sendShell(request, reply, 200, match.locale, match, pathname, visitor);
  }

  /**
   * Whether the visitor is signed in, for a page that differs by it (its access class, or /payments' remote for a
   * signed-in customer); null for a page that is the same for everyone, which never looks the session up.
   */
  async function visitorOf(request: FastifyRequest, route: AppRoute): Promise<PageVisitor | null> {
    if (route.access === 'public' && !route.signedInRemote) return null;
    return (await options.sessions.find(request)) !== null ? 'signedIn' : 'signedOut';
  }

  // The first render would load the shell's server bundle and every remote's server entry (a few hundred ms
  // each): done once the server listens, so no visitor's page waits for it.
  const renderer = options.renderer;
  if (renderer) app.addHook('onListen', async () => void renderer.warmUp());

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return replyNotFound(reply);
    const target = parseRequestTarget(request.url);
    // request-guard.ts has already answered malformed addresses; this keeps the handler total.
    if (!target.ok) return replyNotFound(reply);
    const { pathname, search } = target;
    if (isNonPagePath(pathname)) return replyNotFound(reply);

    const wantsHtml = acceptsHtml(request.headers.accept);
    const match = matchRoute(pathname);
    if (match && wantsHtml) {
      labelPageRequest(request, match.route.path);
      return answerPage(request, reply, match, pathname, search);
    }

    const redirect = await options.redirects.resolve(pathname, { search, siteHost: siteHostOf(request) });
    if (redirect) return reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(redirect.location, redirect.statusCode);

    if (!wantsHtml || FILE_EXTENSION.test(pathname)) return replyNotFound(reply);
    return sendShell(request, reply, 404, splitLocale(pathname).locale, null, pathname);
  });
}

/**
 * Spec 2.6, decided before any JavaScript: a signed-out visitor asking for a signed-in page goes to the home
 * page, a signed-in customer asking for a signed-out page to the account. The shell applies the same rule
 * when it navigates (features/routing/RoutePage.tsx); public pages never look the session up.
 */
function accessRedirect(route: AppRoute, visitor: PageVisitor | null) {
  if (route.access === 'signedInOnly' && visitor !== 'signedIn') return SIGNED_OUT_HOME;
  if (route.access === 'signedOutOnly' && visitor === 'signedIn') return SIGNED_IN_HOME;
  return null;
}

/**
 * The remote that will render this page: a page with a remote for signed-in customers (/payments) has the one of the
 * visitor the server found (docs/decisions/070). (A signed-in-only page got here with a live session.)
 */
function knownRemoteOf(route: AppRoute, visitor: PageVisitor | null): PageRemote | null {
  if (route.signedInRemote && visitor === null) return null;
  return remoteFor(route, visitor === 'signedIn');
}

function matchesEtag(request: FastifyRequest, index: IndexHtml): boolean {
  const header = request.headers['if-none-match'];
  return typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === index.etag);
}

const SHELL_MISSING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Temporarily unavailable</title></head>
<body><main><h1>Temporarily unavailable</h1><p>The site is being updated. Please try again in a few minutes.</p></main></body></html>
`;

function sendShellMissing(request: FastifyRequest, reply: FastifyReply) {
  request.log.error('shell/dist/index.html is missing under WEB_ROOT: build the front end (npm run build)');
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .header('retry-after', '60')
    .type('text/html; charset=utf-8')
    .send(SHELL_MISSING_PAGE);
}

export default fp(pagesPlugin, { name: 'pages', fastify: '5.x', dependencies: ['@fastify/cookie'] });
