/** The text of a PDF's pages (unpdf: PDF.js without a canvas), white space folded to single spaces. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  // PDF.js reads a no-break space as a plain one.
  return text.replace(/\s+/g, ' ');
}
