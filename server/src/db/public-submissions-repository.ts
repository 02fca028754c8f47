import type { Insertable, Kysely } from 'kysely';
import { isoNow } from '../time.js';
import type { ContactMessageRow, ContactMessagesTable, DatabaseSchema, DealerEnquiriesTable, DealerEnquiryRow } from './schema.js';

/** A stored submission, and whether this call stored it (false: the submission id was stored before). */
export interface Stored<Row> {
  row: Row;
  created: boolean;
}

/**
 * The rows of the public site's forms (issue 5), one per submission id. Mailing the team is claimed with
 * an atomic update of `mailed_at`, so that of two requests racing with one submission id only one mails.
 */
export interface SubmissionsRepository<Row, New> {
  /** Inserts unless the submission id exists; answers the stored row either way. */
  store(values: New): Promise<Stored<Row>>;
  /** Marks the row mailed now; false when it was already marked (by another request). */
  claimMailing(id: number, now?: Date): Promise<boolean>;
  /** Undoes a claim after the mail could not be sent, so that a retry sends it. */
  releaseMailing(id: number): Promise<void>;
  findBySubmissionId(submissionId: string): Promise<Row | null>;
}

export type NewContactMessage = Omit<Insertable<ContactMessagesTable>, 'id' | 'created_at' | 'mailed_at'>;
export type NewDealerEnquiry = Omit<Insertable<DealerEnquiriesTable>, 'id' | 'created_at' | 'mailed_at'>;
export type ContactMessagesRepository = SubmissionsRepository<ContactMessageRow, NewContactMessage>;
export type DealerEnquiriesRepository = SubmissionsRepository<DealerEnquiryRow, NewDealerEnquiry>;

/** What both tables share; a conflict on submission_id means a stored row, found again. */
async function storedOrExisting<Row>(inserted: Row | undefined, findExisting: () => Promise<Row | null>, table: string): Promise<Stored<Row>> {
  if (inserted) return { row: inserted, created: true };
  const existing = await findExisting();
  if (!existing) throw new Error(`${table}: the submission id conflicted but no row holds it`);
  return { row: existing, created: false };
}

export function createContactMessagesRepository(db: Kysely<DatabaseSchema>): ContactMessagesRepository {
  const findBySubmissionId = async (submissionId: string) =>
    (await db.selectFrom('contact_messages').selectAll().where('submission_id', '=', submissionId).executeTakeFirst()) ?? null;
  return {
    async store(values) {
      const inserted = await db
        .insertInto('contact_messages')
        .values(values)
        .onConflict((conflict) => conflict.column('submission_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      return storedOrExisting(inserted, () => findBySubmissionId(values.submission_id), 'contact_messages');
    },
    async claimMailing(id, now = new Date()) {
      const result = await db
        .updateTable('contact_messages')
        .set({ mailed_at: isoNow(now) })
        .where('id', '=', id)
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async releaseMailing(id) {
      await db.updateTable('contact_messages').set({ mailed_at: null }).where('id', '=', id).execute();
    },
    findBySubmissionId,
  };
}

export function createDealerEnquiriesRepository(db: Kysely<DatabaseSchema>): DealerEnquiriesRepository {
  const findBySubmissionId = async (submissionId: string) =>
    (await db.selectFrom('dealer_enquiries').selectAll().where('submission_id', '=', submissionId).executeTakeFirst()) ?? null;
  return {
    async store(values) {
      const inserted = await db
        .insertInto('dealer_enquiries')
        .values(values)
        .onConflict((conflict) => conflict.column('submission_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      return storedOrExisting(inserted, () => findBySubmissionId(values.submission_id), 'dealer_enquiries');
    },
    async claimMailing(id, now = new Date()) {
      const result = await db
        .updateTable('dealer_enquiries')
        .set({ mailed_at: isoNow(now) })
        .where('id', '=', id)
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async releaseMailing(id) {
      await db.updateTable('dealer_enquiries').set({ mailed_at: null }).where('id', '=', id).execute();
    },
    findBySubmissionId,
  };
}
