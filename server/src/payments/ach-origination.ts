import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { addDays, businessClock, businessDayOnOrAfter, isPastCutoff } from 'shared-contracts';
import type { AchSettings } from '../config.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { PaymentDataCipher } from '../security/payment-data-cipher.js';
import { renderOriginationFile } from './ach-file.js';
import { createAchFilesRepository } from '../db/ach-files-repository.js';
import { inTransaction } from '../db/in-transaction.js';

/*
 * ACH origination (docs/decisions/055): once a business day's cut-off has passed (6 p.m. Central, spec 2.4), every
 * payment due by that day and not yet sent — online, autopay and guest — goes into that day's NACHA file in
 * ACH_OUTBOX_DIR, to settle on the next business day. One file per business day (`ach_files.business_day` is
 * unique) and a payment in one file only (it is claimed by `ach_file_id is null`), in one transaction; the file
 * is created exclusively and removed again when the transaction fails. The posting job posts a payment once its
 * file's settlement date has come.
 */

export interface OriginationDeps {
  ach: AchSettings;
  cipher: PaymentDataCipher;
}

export interface OriginationResult {
  businessDay: string | null;
  /** The file of the day (written now or before), or null when there was nothing to send. */
  fileName: string | null;
  /** Debits put in a file by this run. */
  entries: number;
  debitTotalCents: number;
}

export const achFileName = (businessDay: string) => `roadbridge-${businessDay}-A.ach`;

export async function originateAchFile(db: Kysely<DatabaseSchema>, now: Date, deps: OriginationDeps): Promise<OriginationResult> {
  const clock = businessClock(now);
  const day = clock.today;
  const nothing = { entries: 0, debitTotalCents: 0 };
  // Only a business day's file, and only once its cut-off has passed: until then a payment may still be cancelled.
  if (businessDayOnOrAfter(day) !== day || !isPastCutoff(clock)) return { businessDay: null, fileName: null, ...nothing };

  const written = await createAchFilesRepository(db).fileNameOf(day);
  if (written) return { businessDay: day, fileName: written, ...nothing };

  const bank = deps.ach.bank;
  if (!bank) throw new Error('ACH_ODFI_ROUTING, ACH_COMPANY_ID and ACH_OFFSET_ACCOUNT must be set before an ACH file is written');
  const settlementDate = businessDayOnOrAfter(addDays(day, 1));
  const fileName = achFileName(day);
  const target = path.join(deps.ach.outboxDir, fileName);
  let created = false;
  try {
    return await inTransaction(db, async (trx) => {
      const files = createAchFilesRepository(trx);
      const due = await files.paymentsToOriginate(day);
      if (due.length === 0) return { businessDay: day, fileName: null, ...nothing };

      const rendered = renderOriginationFile({
        ach: bank,
        effectiveDate: settlementDate,
        createdAt: now,
        debits: due.map((payment) => ({
          confirmationNumber: payment.confirmation_number,
          holderName: payment.holder_name,
          routingNumber: payment.routing_number,
          // Decrypted only into the file; the variable never leaves this map.
          accountNumber: deps.cipher.open({ ciphertext: payment.account_number_ciphertext, keyId: payment.account_number_key_id }),
          accountType: payment.account_type,
          amountCents: payment.amount_cents,
        })),
      });
      // The unique business day makes a second instance's transaction fail here rather than write a second file.
      const fileId = await files.addFile({
        business_day: day,
        settlement_date: settlementDate,
        file_name: fileName,
        entry_count: rendered.entryCount,
        debit_total_cents: rendered.debitTotalCents,
        credit_total_cents: rendered.creditTotalCents,
      });
      for (const payment of due) {
        const put = await files.putInFile(payment.id, fileId, rendered.traces.get(payment.confirmation_number) ?? null, settlementDate);
        if (!put) throw new Error(`Payment ${payment.id} changed while its ACH file was being written`);
      }
      await fs.mkdir(deps.ach.outboxDir, { recursive: true });
      await fs.writeFile(target, rendered.text, { flag: 'wx', mode: 0o600 });
      created = true;
      return { businessDay: day, fileName, entries: due.length, debitTotalCents: rendered.debitTotalCents };
    });
  } catch (error) {
    if (created) await fs.rm(target, { force: true });
    throw error;
  }
}
