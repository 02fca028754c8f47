/*
 * Build step of mfe-public (after webpack, whose `clean: true` empties dist): renders the footer
 * documents (footer-documents-pdf.ts) into `dist/documents/<locale>/<document>.pdf`, one file per
 * FOOTER_DOCUMENTS entry and locale.
 *
 *   tsx scripts/build-documents.ts [output folder, default dist/documents]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FOOTER_DOCUMENTS, LOCALES } from 'shared-contracts';
import { renderFooterDocumentPdf } from './footer-documents-pdf';

const OUT_DIR = path.resolve(process.argv[2] ?? path.join(__dirname, '../dist/documents'));

async function main() {
  const started = performance.now();
  const summary: string[] = [];
  for (const locale of LOCALES) {
    mkdirSync(path.join(OUT_DIR, locale), { recursive: true });
    for (const name of FOOTER_DOCUMENTS) {
      const { bytes, pages } = await renderFooterDocumentPdf(name, locale);
      writeFileSync(path.join(OUT_DIR, locale, `${name}.pdf`), bytes);
      summary.push(`${locale}/${name}.pdf ${pages} p. ${(bytes.length / 1024).toFixed(1)} kB`);
    }
  }
  console.info(`build-documents: ${summary.length} PDFs in ${Math.round(performance.now() - started)} ms → ${path.relative(process.cwd(), OUT_DIR)}`);
  for (const line of summary) console.info(`  ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
