import { inflateSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';
import { FOOTER_DOCUMENTS, LOCALES, documentPath, localizePath } from 'shared-contracts';
import { FOOTER_DOCUMENT_CONTENT } from '../../mfe-public/src/content/documents';

/*
 * Spec 2.9: the footer's three PDFs (privacy notice, California privacy notice, electronic consent agreement),
 * built by mfe-public/scripts/build-documents.ts, in every locale: the footer links to them, the server answers
 * with a PDF, and the PDF is the document in the page's language (its /Lang, its title, and its page text).
 *
 * No PDF library is installed in this repository, and adding one would change the shared lock file for a test,
 * so the text is read from what PDFKit writes: Flate-compressed page streams whose text operators (Tj, TJ) hold
 * hex strings in WinAnsi, the encoding of the standard Helvetica fonts the documents use. This is not a general
 * PDF parser: it reads these files, and fails loudly if their shape changes.
 */

/** A PDF string literal `( … )` of the Info dictionary: UTF-16BE with a byte-order mark, or PDFDocEncoding. */
function decodeLiteral(raw: Buffer): string {
  const bytes: number[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const byte = raw[index]!;
    if (byte === 0x5c) {
      // A backslash escapes the next byte: \( \) \\ (PDFKit writes no octal escapes for these strings).
      index += 1;
      const next = raw[index]!;
      bytes.push(next === 0x6e ? 0x0a : next === 0x72 ? 0x0d : next);
    } else {
      bytes.push(byte);
    }
  }
  const buffer = Buffer.from(bytes);
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return new TextDecoder('utf-16be').decode(buffer.subarray(2));
  return new TextDecoder('windows-1252').decode(buffer);
}

/** An indirect object's value by number: `12 0 obj … endobj`. */
function objectBody(pdf: Buffer, id: string): Buffer {
  const start = pdf.indexOf(Buffer.from(`\n${id} 0 obj\n`));
  if (start < 0) throw new Error(`object ${id} not found`);
  const from = pdf.indexOf('\n', start + 1) + 1;
  const end = pdf.indexOf('\nendobj', from);
  return pdf.subarray(from, end);
}

/** `/Title` of the Info dictionary, following the indirect reference PDFKit uses. */
function infoTitle(pdf: Buffer): string {
  const info = pdf.toString('latin1').match(/\/Title (\d+) 0 R/);
  if (!info) throw new Error('no /Title in the Info dictionary');
  const literal = objectBody(pdf, info[1]!);
  return decodeLiteral(literal.subarray(1, literal.length - 1));
}

/** The catalog's /Lang, the document's natural language for a screen reader. */
function catalogLang(pdf: Buffer): string | null {
  const catalog = pdf.toString('latin1').match(/\/Type \/Catalog[\s\S]*?>>\nendobj/);
  return catalog?.[0].match(/\/Lang \(([^)]*)\)/)?.[1] ?? null;
}

/** The text of each page content stream: every hex string of its TJ/Tj operators, decoded from WinAnsi. */
function pageTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  const latin = pdf.toString('latin1');
  for (const match of latin.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = latin.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // An uncompressed stream (metadata) is no page.
    }
    if (!content.includes('BT')) continue;
    const lines: string[] = [];
    for (const operator of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi)) {
      const hex = operator[1] !== undefined ? [...operator[1].matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]).join('') : operator[2]!;
      lines.push(new TextDecoder('windows-1252').decode(Buffer.from(hex, 'hex')));
    }
    texts.push(lines.join(' ').replace(/\s+/g, ' '));
  }
  return texts;
}

test.describe('spec 2.9: the footer PDFs in every locale', () => {
  for (const locale of LOCALES) {
    test(`the footer of ${localizePath('/', locale)} links to the ${locale} PDFs`, async ({ page, openPage }) => {
      await openPage(localizePath('/', locale));
      const footer = page.getByRole('contentinfo');
      for (const name of FOOTER_DOCUMENTS) {
        await expect(footer.locator(`a[href="${documentPath(name, locale)}"]`), `${name} in the footer`).toHaveCount(1);
      }
    });

    for (const name of FOOTER_DOCUMENTS) {
      const path = documentPath(name, locale);
      test(`${path} is a PDF in ${locale}`, async ({ request }) => {
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const pdf = await response.body();
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

        const content = FOOTER_DOCUMENT_CONTENT[name][locale];
        expect(catalogLang(pdf)).toBe(locale);
        expect(infoTitle(pdf)).toBe(content.title);

        const pages = pageTexts(pdf);
        expect(pages.length).toBeGreaterThan(0);
        // The first page carries the title and the first section heading of this language's text.
        const first = pages[0]!;
        expect(first).toContain(content.title);
        expect(first).toContain(content.sections[0]!.heading);
        if (content.translationNote) expect(first).toContain(content.translationNote.split(' ').slice(0, 6).join(' '));
        // And no page is the English text when a translation was asked for.
        if (locale !== 'en-US') {
          const english = FOOTER_DOCUMENT_CONTENT[name]['en-US'];
          for (const text of pages) expect(text).not.toContain(english.sections[0]!.paragraphs[0]!.slice(0, 60));
        }
      });
    }
  }
});
