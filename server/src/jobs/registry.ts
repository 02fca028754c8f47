import type { Kysely } from 'kysely';
import type { AchSettings } from '../config.js';
import type { DatabaseSchema } from '../db/schema.js';
import type { MessageTransport } from '../mail/transport.js';
import { originateAchFile } from '../payments/ach-origination.js';
import { processAchReturns } from '../payments/ach-returns.js';
import { draftAutopayPayments } from '../payments/autopay-drafts-job.js';
import { sendPaymentReminders } from '../cycles/payment-reminders-job.js';
import { closeStatementCycles } from '../cycles/statement-cycle-job.js';
import { postDuePayments } from '../payments/posting-job.js';
import type { PaymentDataCipher } from '../security/payment-data-cipher.js';

/*
 * Every scheduled job, by name (docs/decisions/055). A job is a service `(db, now, deps) => Promise<result>`; adding
 * one is one line here. The server runs each every `everyMinutes` under its lease (jobs/scheduler.ts); by hand:
 * `npm run job -w server -- <name> [--now <ISO time>]` (jobs/run.ts). A job must be idempotent — run twice at one
 * moment it changes nothing the second time — because runs at two moments may overlap in what they see.
 */

/** What a job may use besides the database and the moment. */
export interface JobDeps {
  ach: AchSettings;
  cipher: PaymentDataCipher;
  transport: MessageTransport;
  publicUrl: string | null;
  /** STATEMENT_PRINT_DIR: where the statement cycle writes each day's print list. */
  statementPrintDir: string;
  warn: (message: string) => void;
}

export interface JobDefinition {
  /** How often the server runs it. */
  everyMinutes: number;
  run(db: Kysely<DatabaseSchema>, now: Date, deps: JobDeps): Promise<object>;
}

export const JOBS = {
  // Posts a payment once its ACH file has settled (payments/posting-job.ts).
  'post-payments': { everyMinutes: 5, run: (db, now) => postDuePayments(db, now) },
  // Acts once a business day, after the 6 p.m. Central cut-off; the other runs find the day's file written.
  'ach-origination': { everyMinutes: 15, run: (db, now, deps) => originateAchFile(db, now, deps) },
  'ach-returns': { everyMinutes: 15, run: (db, now, deps) => processAchReturns(db, now, deps) },
  // The loan's month (docs/decisions/057). Each acts once per loan and cycle (a row per cycle, unique), so hourly
  // runs only pick up what the day brought; a mail's link is relative where PUBLIC_URL is unset (outside production).
  'autopay-drafts': { everyMinutes: 60, run: (db, now, deps) => draftAutopayPayments(db, now, { transport: deps.transport, origin: deps.publicUrl ?? '' }) },
  'statement-cycle': {
    everyMinutes: 60,
    run: (db, now, deps) => closeStatementCycles(db, now, { transport: deps.transport, origin: deps.publicUrl ?? '', printDir: deps.statementPrintDir }),
  },
  'payment-reminders': { everyMinutes: 60, run: (db, now, deps) => sendPaymentReminders(db, now, { transport: deps.transport, origin: deps.publicUrl ?? '' }) },
} satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;
export const JOB_NAMES = Object.keys(JOBS) as JobName[];
export const isJobName = (name: string): name is JobName => Object.hasOwn(JOBS, name);

/** A run never takes longer than this: a lease left by a crashed instance is free again after it. */
export const JOB_LEASE_MS = 10 * 60 * 1000;
