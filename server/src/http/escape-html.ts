/*
 * The one HTML escape of the server's own markup: the page head, the short 429 page of a document link and the
 * development mailbox. React escapes what it renders; these are the few strings the server writes into HTML itself.
 */
const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
