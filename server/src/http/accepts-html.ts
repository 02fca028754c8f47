/**
 * True when the client takes an HTML page: browsers' navigations send `text/html`, crawlers and curl send
 * `*\/*` or nothing. A `fetch` asking only for JSON gets a JSON error instead of the 404 page.
 */
export function acceptsHtml(acceptHeader: string | undefined): boolean {
  if (!acceptHeader) return true;
  return acceptHeader.split(',').some((part) => {
    const [type = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    return !refused && (type.trim() === 'text/html' || type.trim() === '*/*' || type.trim() === 'text/*');
  });
}
