import { AchFile, RETURN_CODES, parse, type ParsedFile } from 'achkit';
import { ACH_RETURN_CODES, COMPANY, type AchReturnCode } from 'shared-contracts';
import type { AchBankFacts } from '../config.js';

/*
 * NACHA files (docs/decisions/055), written and read with achkit: its builder computes the entry hash, the batch
 * and file control totals and the blocking; its parser reads every record back. One WEB batch of debits (the
 * borrowers' online, autopay and guest payments, all authorised on the web), balanced by one credit to our
 * settlement account at the ODFI.
 */

export interface AchDebit {
  /** The payment's confirmation number: the entry's individual identification, echoed back in a return. */
  confirmationNumber: string;
  holderName: string;
  routingNumber: string;
  /** Clear only here, on its way into the file; never logged. */
  accountNumber: string;
  accountType: 'checking' | 'savings';
  amountCents: number;
}

export interface RenderedAchFile {
  text: string;
  /** Trace number of each debit, by confirmation number. */
  traces: Map<string, string>;
  debitTotalCents: number;
  creditTotalCents: number;
  /** Entry detail records, the offset included. */
  entryCount: number;
}

/** The batch's company entry description (10 characters, shown on the borrower's bank statement). */
export const ENTRY_DESCRIPTION = 'LOAN PYMT';
const COMPANY_NAME = 'ROADBRIDGE AUTO';

export function renderOriginationFile(options: {
  ach: AchBankFacts;
  debits: readonly AchDebit[];
  /** The settlement date asked for (the batch's effective entry date), `YYYY-MM-DD`. */
  effectiveDate: string;
  createdAt: Date;
  /** A–Z, 0–9: tells apart two files of one day (always A: one file per business day). */
  fileIdModifier?: string;
}): RenderedAchFile {
  const file = AchFile.create({
    originDfi: options.ach.odfiRouting,
    destinationRouting: options.ach.odfiRouting,
    companyId: options.ach.companyId,
    originName: COMPANY.name,
    destinationName: 'ODFI',
    creationDate: options.createdAt,
    fileIdModifier: options.fileIdModifier ?? 'A',
  });
  const batch = file.batch({ sec: 'WEB', description: ENTRY_DESCRIPTION, effectiveDate: options.effectiveDate, companyName: COMPANY_NAME });
  let debitTotalCents = 0;
  for (const debit of options.debits) {
    batch.debit({
      name: debit.holderName,
      routing: debit.routingNumber,
      account: debit.accountNumber,
      amountCents: debit.amountCents,
      accountType: debit.accountType,
      idNumber: debit.confirmationNumber,
    });
    debitTotalCents += debit.amountCents;
  }
  // The offset: the file settles to zero at the ODFI (balanced file).
  batch.credit({ name: COMPANY_NAME, routing: options.ach.odfiRouting, account: options.ach.offsetAccount, amountCents: debitTotalCents, idNumber: 'OFFSET' });
  const text = file.render();
  const traces = new Map<string, string>();
  for (const entry of batch.model.entries) if (entry.direction === 'debit') traces.set(entry.idNumber, entry.traceNumber);
  return { text, traces, debitTotalCents, creditTotalCents: debitTotalCents, entryCount: batch.model.entries.length };
}

/** The return reason codes this servicer acts on, with their NACHA meaning (English, for operators and logs). */
export type ReturnReasonCode = AchReturnCode;
export const isHandledReturnCode = (code: string): code is ReturnReasonCode => (ACH_RETURN_CODES as readonly string[]).includes(code);
export const returnCodeMeaning = (code: string): string => RETURN_CODES[code] ?? 'Unknown return reason';

export interface AchReturn {
  reasonCode: string;
  /** The trace number of the debit returned (from the 99 addenda). */
  originalTrace: string;
  /** The original entry's individual identification: our confirmation number. */
  confirmationNumber: string;
  amountCents: number;
}

/**
 * The returns of a NACHA return file: each return entry (26/36, a returned debit) carries a 99 addenda with the
 * reason code (positions 4–6) and the original entry's trace number (7–21). achkit reads the addenda's positions
 * 4–83 as `info`.
 */
export function readReturns(text: string): { parsed: ParsedFile; returns: AchReturn[] } {
  const parsed = parse(text);
  const returns: AchReturn[] = [];
  for (const batch of parsed.batches) {
    for (const entry of batch.entries) {
      const addenda = entry.addenda.find((record) => record.type === '99');
      if (!addenda) continue;
      returns.push({
        reasonCode: addenda.info.slice(0, 3),
        originalTrace: addenda.info.slice(3, 18),
        confirmationNumber: entry.idNumber,
        amountCents: entry.amountCents,
      });
    }
  }
  return { parsed, returns };
}

/**
 * A return file as the ODFI would send it (outside production: POST /dev/payments/:id/return and the tests).
 * achkit builds entries with 05 addenda only: the file is built with it as credits with an addenda each, then each
 * entry's transaction code becomes the return's (27→26, 37→36) and each addenda the 99 record — same lengths and
 * counts, so achkit's control totals stand.
 */
export function renderReturnFile(options: {
  ach: Pick<AchBankFacts, 'odfiRouting' | 'companyId'>;
  createdAt: Date;
  effectiveDate: string;
  returns: ReadonlyArray<AchReturn & { holderName: string; routingNumber: string; accountLast4: string; accountType: 'checking' | 'savings' }>;
}): string {
  const file = AchFile.create({ originDfi: options.ach.odfiRouting, destinationRouting: options.ach.odfiRouting, companyId: options.ach.companyId, originName: 'RDFI RETURNS', creationDate: options.createdAt });
  const batch = file.batch({ sec: 'WEB', description: ENTRY_DESCRIPTION, effectiveDate: options.effectiveDate, companyName: COMPANY_NAME });
  for (const item of options.returns) {
    batch.credit({
      name: item.holderName,
      routing: item.routingNumber,
      account: item.accountLast4,
      amountCents: item.amountCents,
      accountType: item.accountType,
      idNumber: item.confirmationNumber,
      addenda: 'RETURN',
    });
  }
  const lines = file.render().split('\n');
  let index = 0;
  let entryTrace = '';
  return lines
    .map((line) => {
      if (line.startsWith('622') || line.startsWith('632')) {
        entryTrace = line.slice(79);
        return `6${line.startsWith('622') ? '26' : '36'}${line.slice(3)}`;
      }
      if (!line.startsWith('705')) return line;
      const item = options.returns[index];
      index += 1;
      if (!item) return line;
      // 99 addenda: reason, original trace, date of death (blank), original RDFI, information, this entry's trace.
      return `799${item.reasonCode}${item.originalTrace.padEnd(15, ' ')}${' '.repeat(6)}${item.routingNumber.slice(0, 8)}${' '.repeat(44)}${entryTrace}`;
    })
    .join('\n');
}
