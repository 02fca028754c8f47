/** @jest-environment node */
import { inflateSync } from 'node:zlib';
import { renderPaymentReceiptPdf } from '../../server/src/documents/payment-receipt-pdf';
import { renderFooterDocumentPdf } from './footer-documents-pdf';

/*
 * One PDF layout for every PDF (docs/decisions/065): a footer document and a payment receipt of the server begin
 * their first page with the same drawing (the letterhead: company name and address in the same type, place and
 * colours), up to where each writes its own title.
 */

/** The content stream of the first page: the one that holds the document's H1. */
function firstPageContent(pdf: Buffer): string {
  const latin = pdf.toString('latin1');
  for (const match of latin.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      const content = inflateSync(pdf.subarray(start, latin.indexOf('endstream', start))).toString('latin1');
      if (content.includes('/H1 ')) return content;
    } catch {
      // An uncompressed stream (the XMP metadata) is no page.
    }
  }
  throw new Error('no page with an H1');
}

const letterheadOf = (pdf: Buffer) => {
  const content = firstPageContent(pdf);
  return content.slice(0, content.indexOf('/H1 '));
};

it('draws a footer document and a payment receipt with the same letterhead', async () => {
  const footer = await renderFooterDocumentPdf('privacy-notice', 'es-US');
  const receipt = await renderPaymentReceiptPdf({
    locale: 'es-US',
    borrowerName: 'Maria Garcia',
    confirmationNumber: 'RB-7Q2K9M',
    amount: '389.45',
    payOn: '2026-11-20',
    bankAccountLast4: '6789',
    source: 'online',
    status: 'scheduled',
    accountNumberLast4: '8841',
    issuedOn: '2026-11-20',
  });
  const drawn = letterheadOf(footer.bytes);
  // Not trivially equal: the company's name is drawn in the brand colour (#0b3d5c) before the title.
  expect(drawn).toMatch(/0\.0431\d* 0\.2392\d* 0\.3607\d* scn/);
  expect(drawn.length).toBeGreaterThan(200);
  expect(letterheadOf(receipt)).toBe(drawn);
});
