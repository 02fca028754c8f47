import { Writable } from 'node:stream';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate } from '@tanstack/react-query';
import { createStore, Provider as AtomsProvider } from 'jotai';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { setServerRenderOrigin } from 'shared-contracts/api-client';
import { collectCatalogs, type ServerRenderRequest, type ServerRenderResult } from 'shared-contracts';
import { App } from '@/app/App';
import { preloadChakraScope } from 'shared-ui/chakra-free';
import { createQueryClient } from '@/app/query-client';
import { activateLocale } from '@/features/i18n/i18n';
import { serverVisitorAtom } from '@/features/session/session-atoms';

/**
 * A style cache of this render, kept across none: a cache kept across renders would leave the second page
 * without the rules the first one used. In emotion's compat mode the rules stay in the cache instead of going out
 * as a `<style>` before each element that first uses them (over a hundred elements scattered through the body,
 * each moved into `<head>` by the browser's cache before hydration): they go out together in `<head>`
 * (docs/decisions/042).
 */
function pageStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * The rules of the classes the markup uses, and the global ones, as emotion's server names them for the browser.
 * Empty chunks are left out: a page nothing drew with Chakra gets no `<style data-emotion>` at all, which is how
 * the browser knows it may hydrate before Chakra's runtime has come (bootstrap.tsx, docs/decisions/072).
 */
function headStyles(cache: EmotionCache, html: string): string {
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const chunks = extractCriticalToChunks(html);
  return constructStyleTagsFromChunks({ ...chunks, styles: chunks.styles.filter((chunk) => chunk.css !== '') });
}

/**
 * One page on the server: the tree the browser hydrates (App with a static router), rendered by React's
 * streaming renderer and sent once every area is ready, or when the budget runs out; an area not ready then
 * (a remote slow or down) goes out as its Suspense fallback and the browser renders it, as without a server
 * render. Sending whole pages keeps React's inline scripts out, so the CSP stays `script-src 'self'`.
 *
 * Lingui's one shared i18n instance holds the active locale, so the caller renders one page at a time.
 */
export async function renderPage({ url, locale, env, budgetMs, origin, visitor }: ServerRenderRequest): Promise<ServerRenderResult> {
  setServerRenderOrigin(origin);
  const queryClient = createQueryClient();
  // The catalogs this page uses, from the shell's own to its remote's features: the page carries them.
  const catalogs = collectCatalogs();
  await activateLocale(locale);
  const clientRendered: string[] = [];
  // Chakra's islands render as plain providers, without a Suspense boundary of their own, as the browser hydrates a
  // page drawn with Chakra (shared-ui/chakra-free's ChakraIsland, docs/decisions/072).
  await preloadChakraScope();
  const styles = pageStyleCache();
  // The atoms of this render alone, the server's word on the session among them (docs/decisions/070): a store kept
  // across renders could carry one request's state into another's page. The browser's first render reads the same
  // word from the page (features/session/page-visitor.ts), so hydration draws the same frame.
  const atoms = createStore();
  atoms.set(serverVisitorAtom, visitor ?? null);
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let sent = false;
    // Out of budget, the render is aborted and sent once React has settled the abort (onAllReady follows it):
    // what was not ready goes out as its fallback marked for the browser to render (`<!--$!-->`), with no
    // script. Piped before that, the unfinished areas would go out pending, each with an inline script.
    const budget = setTimeout(() => stream.abort(new Error(`server render budget of ${budgetMs} ms spent`)), budgetMs);
    const send = () => {
      if (sent) return;
      sent = true;
      clearTimeout(budget);
      stream.pipe(sink);
    };
    const stream = renderToPipeableStream(
      <CacheProvider value={styles}>
        <AtomsProvider store={atoms}>
          <App env={env} queryClient={queryClient} router={(children) => <StaticRouter location={url}>{children}</StaticRouter>} />
        </AtomsProvider>
      </CacheProvider>,
      {
        onAllReady: send,
        // Never outline a finished boundary: an outlined one needs React's inline script to move it in place,
        // which the CSP (script-src 'self') blocks. The page is sent whole, so nothing is gained by outlining.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: (error) => {
          clearTimeout(budget);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError: (error) => {
          clientRendered.push(error instanceof Error ? error.message : String(error));
        },
      },
    );
  });
  // What the page read while rendering, for the browser's query cache (only answers: a failed read was left to it).
  const queryData = dehydrate(queryClient);
  return {
    html,
    clientRendered,
    catalogs: await catalogs.finish(locale),
    queryData: queryData.queries.length > 0 ? queryData : null,
    styles: headStyles(styles, html),
  };
}
