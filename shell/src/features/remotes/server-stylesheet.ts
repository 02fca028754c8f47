/**
 * The stylesheet link the server already wrote for a remote's file, if any (docs/decisions/060).
 *
 * The server links a page module's build-time stylesheet in the rendered `<head>` by its path
 * (server/src/web-root/remote-preloads.ts), so the first paint is styled. During hydration module federation's
 * runtime loads the same expose's CSS assets and looks for a link with the same `href` and `rel` first; it compares
 * the attribute as written (a path) with the absolute address it holds, finds none, and would add a second
 * `<link>` to the same file. Compared here by the resolved address (`link.href`), the server's link is the one.
 */
export function serverRenderedStylesheet(url: string, attrs: Record<string, unknown> | undefined): HTMLLinkElement | undefined {
  if (typeof document === 'undefined' || attrs?.['rel'] !== 'stylesheet') return undefined;
  let wanted: string;
  try {
    wanted = new URL(url, document.baseURI).href;
  } catch {
    return undefined;
  }
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.href === wanted);
}
