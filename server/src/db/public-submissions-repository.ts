import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import { isoNow } from '../time.js';
import type { ContactMessageRow, DatabaseSchema, DealerEnquiryRow } from './schema.js';

/** A stored submission, and whether this call stored it (false: the submission id was stored before). */
export interface Stored<Row> {
  row: Row;
  created: boolean;
}

/**
 * The rows of the public site's forms, one per submission id. Mailing the team is claimed with
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

/** The tables of the public forms: each has `id`, a unique `submission_id` and `mailed_at` (schema.ts). */
type SubmissionTable = 'contact_messages' | 'dealer_enquiries';

/** A submission as the service stores it: the database sets the id, the time and (later) `mailed_at`. */
type NewSubmission<T extends SubmissionTable> = Omit<Insertable<DatabaseSchema[T]>, 'id' | 'created_at' | 'mailed_at'>;
export type NewContactMessage = NewSubmission<'contact_messages'>;
export type NewDealerEnquiry = NewSubmission<'dealer_enquiries'>;
export type ContactMessagesRepository = SubmissionsRepository<ContactMessageRow, NewContactMessage>;
export type DealerEnquiriesRepository = SubmissionsRepository<DealerEnquiryRow, NewDealerEnquiry>;

/** The columns the queries below use, which every submission table has. */
interface SubmissionColumns {
  id: Generated<number>;
  submission_id: string;
  mailed_at: string | null;
}

/**
 * One repository for either table: the queries are the same and only the table's name differs. Kysely cannot
 * type a query on "one of two tables", so the queries are typed against the columns both tables share
 * (`SubmissionColumns`); the two functions below name the row types that go with each table.
 */
function createSubmissionsRepository<Row extends Selectable<SubmissionColumns>, New extends Insertable<SubmissionColumns>>(
  database: Kysely<DatabaseSchema>,
  table: SubmissionTable,
): SubmissionsRepository<Row, New> {
  const db = database as unknown as Kysely<Record<SubmissionTable, SubmissionColumns>>;
  const findBySubmissionId = async (submissionId: string) =>
    ((await db.selectFrom(table).selectAll().where('submission_id', '=', submissionId).executeTakeFirst()) as Row | undefined) ?? null;
  return {
    async store(values) {
      const inserted = (await db
        .insertInto(table)
        .values(values)
        .onConflict((conflict) => conflict.column('submission_id').doNothing())
        .returningAll()
        .executeTakeFirst()) as Row | undefined;
      if (inserted) return { row: inserted, created: true };
      // A conflict on submission_id: the submission was stored before; answer that row.
      const existing = await findBySubmissionId(values.submission_id);
      if (!existing) throw new Error(`${table}: the submission id conflicted but no row holds it`);
      return { row: existing, created: false };
    },
    async claimMailing(id, now = new Date()) {
      const result = await db
        .updateTable(table)
        .set({ mailed_at: isoNow(now) })
        .where('id', '=', id)
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async releaseMailing(id) {
      await db.updateTable(table).set({ mailed_at: null }).where('id', '=', id).execute();
    },
    findBySubmissionId,
  };
}

export function createContactMessagesRepository(db: Kysely<DatabaseSchema>): ContactMessagesRepository {
  return createSubmissionsRepository<ContactMessageRow, NewContactMessage>(db, 'contact_messages');
}

export function createDealerEnquiriesRepository(db: Kysely<DatabaseSchema>): DealerEnquiriesRepository {
  return createSubmissionsRepository<DealerEnquiryRow, NewDealerEnquiry>(db, 'dealer_enquiries');
}
