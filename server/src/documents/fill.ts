/*
 * The one template helper of the texts the server and the build make: mails, text messages, the PDFs
 * (statements, letters, receipts) and mfe-public's footer documents (docs/decisions/065). Dependency-free,
 * so mfe-public's build script can use it along with the PDF layout.
 */

/** `fill('Page {n} of {m}', { n: 1, m: 2 })` → "Page 1 of 2"; a placeholder without a value stays visible. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
