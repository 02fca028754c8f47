import { spawn } from 'node:child_process';
import type { HistoryItem, Statement } from 'shared-contracts';

/*
 * For the tests of the documents only: sample input, and the text of a PDF as a reader's tool extracts it.
 *
 * unpdf (PDF.js) is ESM that loads its engine by a dynamic import, which jest's CommonJS runtime refuses
 * without --experimental-vm-modules; so the extraction runs in a child Node process, once for a whole
 * batch of PDFs.
 */

export const SAMPLE_ACCOUNT_NUMBER = '3052718841';

export const SAMPLE_STATEMENT: Statement = {
  id: 7,
  statementDate: '2026-11-15',
  periodStart: '2026-10-16',
  periodEnd: '2026-11-15',
  previousBalance: '14212.06',
  payments: '389.45',
  interest: '93.48',
  fees: '25.00',
  newBalance: '13941.09',
  amountDue: '414.45',
  dueDate: '2026-12-05',
};

const item = (id: string, postedOn: string, fields: Partial<HistoryItem>): HistoryItem => ({
  id,
  postedOn,
  type: 'payment',
  code: 'payment_online',
  description: '',
  amount: '0.00',
  principal: '0.00',
  interest: '0.00',
  fees: '0.00',
  runningBalance: '0.00',
  reference: `REF-${id}`,
  status: 'posted',
  ...fields,
});

export const SAMPLE_TRANSACTIONS: HistoryItem[] = [
  item('1', '2026-10-20', { description: 'Late fee — payment due 2026-10-05', type: 'late_fee', code: 'late_fee', amount: '25.00', fees: '25.00', runningBalance: '14237.06' }),
  item('2', '2026-11-03', {
    description: 'Online payment — thank you',
    amount: '-389.45',
    principal: '-389.45',
    runningBalance: '13847.61',
  }),
  item('3', '2026-11-15', {
    description: 'Interest charged — 31 days at 7.9% APR',
    type: 'interest',
    code: 'interest',
    amount: '93.48',
    interest: '93.48',
    runningBalance: '13941.09',
  }),
];

/** A year of monthly rows (payment and interest), for a statement that runs over several pages. */
export function yearOfTransactions(): HistoryItem[] {
  const rows: HistoryItem[] = [];
  let balance = 18000_00;
  for (let month = 0; month < 12; month += 1) {
    const year = 2025 + Math.floor((10 + month) / 12);
    const monthOfYear = String(((10 + month) % 12) + 1).padStart(2, '0');
    balance -= 389_45;
    rows.push(item(`p${month}`, `${year}-${monthOfYear}-03`, { description: `Autopay payment #${1200 + month}`, code: 'payment_autopay', amount: '-389.45', principal: '-300.00', interest: '-89.45', runningBalance: (balance / 100).toFixed(2) }));
    balance += 112_34;
    rows.push(item(`i${month}`, `${year}-${monthOfYear}-15`, { description: 'Interest charged — 30 days at 7.9% APR', type: 'interest', code: 'interest', amount: '112.34', interest: '112.34', runningBalance: (balance / 100).toFixed(2) }));
  }
  return rows;
}

const EXTRACT = `
import { extractText, getDocumentProxy } from 'unpdf';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const texts = [];
for (const base64 of JSON.parse(input)) {
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.from(base64, 'base64')));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  texts.push({ pages: totalPages, text });
}
process.stdout.write(JSON.stringify(texts));
`;

export interface ExtractedPdf {
  pages: number;
  text: string;
}

/** The text of each PDF, in order, as PDF.js reads it (lines joined by newlines). */
export function extractPdfTexts(pdfs: readonly Buffer[]): Promise<ExtractedPdf[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', EXTRACT], { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(JSON.parse(stdout) as ExtractedPdf[]);
      else reject(new Error(`PDF text extraction failed (${code}): ${stderr}`));
    });
    child.stdin.end(JSON.stringify(pdfs.map((pdf) => pdf.toString('base64'))));
  });
}

/**
 * PDF.js reads a no-break space as a space and a wrapped line as a newline: text is compared with every run
 * of white space made one space. (pt-BR money, "US$ 13.941,09", has a no-break space.)
 */
export const searchable = (text: string): string => text.replace(/\s+/g, ' ');
