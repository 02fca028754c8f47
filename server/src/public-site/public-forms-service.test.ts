import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { ContactRequest } from 'shared-contracts';
import { migrateToLatest } from '../db/migrate.js';
import { createRepositories, type Repositories } from '../db/repositories.js';
import type { Mail, MessageTransport } from '../mail/transport.js';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test-support/test-databases.js';
import { createPublicFormsService, type PublicFormsService } from './public-forms-service.js';

/** A transport that fails while `down` is true and keeps what it sent. */
function flakyTransport() {
  const sent: Mail[] = [];
  const state = { down: false };
  const transport: MessageTransport = {
    kind: 'outbox',
    async sendMail(mail) {
      if (state.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      sent.push(mail);
    },
    async sendText() {},
    sendMailInBackground() {},
    async settled() {},
    async close() {},
  };
  return { transport, sent, state };
}

const request = (): ContactRequest => ({
  submissionId: randomUUID(),
  name: 'Grace Okafor',
  email: 'grace.okafor@example.com',
  phone: '',
  accountNumber: '',
  topic: 'dueDate',
  message: 'Can I move my due date to the 1st? I get paid at the start of the month.',
  locale: 'en-US',
});

describe.each(TEST_DIALECTS)('the public forms service on %s', (dialect) => {
  let testDatabase: TestDatabase;
  let repositories: Repositories;
  // Fastify's logger with logging off: what a request's log is when LOG_LEVEL=silent.
  const log = Fastify({ logger: false }).log;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(dialect);
    await migrateToLatest(testDatabase.database.db);
    repositories = createRepositories(testDatabase.database.db);
  });
  afterAll(() => testDatabase.dispose());

  function service(transport: MessageTransport): PublicFormsService {
    return createPublicFormsService({
      ...repositories,
      transport,
      teamAddresses: { contact: 'care@roadbridge.test', dealers: 'dealers@roadbridge.test', careers: 'careers@roadbridge.test' },
    });
  }

  it('keeps a message whose mail failed, answers 503, and mails it once when the form retries', async () => {
    const { transport, sent, state } = flakyTransport();
    const forms = service(transport);
    const body = request();

    state.down = true;
    await expect(forms.submitContact(body, log)).rejects.toMatchObject({ statusCode: 503, status: 'UNAVAILABLE' });
    const stored = await repositories.contactMessages.findBySubmissionId(body.submissionId);
    expect(stored).toMatchObject({ name: 'Grace Okafor', mailed_at: null });

    state.down = false;
    await forms.submitContact(body, log);
    await forms.submitContact(body, log);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'care@roadbridge.test', replyTo: 'grace.okafor@example.com' });
    expect((await repositories.contactMessages.findBySubmissionId(body.submissionId))?.mailed_at).not.toBeNull();
  });

  it('lets only one of two racing requests claim the mail', async () => {
    const stored = await repositories.contactMessages.store({
      submission_id: randomUUID(),
      name: 'Race',
      email: 'race@example.com',
      phone: null,
      account_number: null,
      topic: 'other',
      message: 'x',
      locale: 'en-US',
    });
    const claims = await Promise.all([repositories.contactMessages.claimMailing(stored.row.id), repositories.contactMessages.claimMailing(stored.row.id)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});
