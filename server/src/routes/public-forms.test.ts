import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import {
  PUBLIC_API_PATHS,
  contactRequestSchema,
  dealerEnquiryRequestSchema,
  errorBodySchema,
  type ContactRequest,
  type DealerEnquiryRequest,
} from 'shared-contracts';
import { readMailbox } from '../test-support/mailbox.js';
import { signIn } from '../test-support/portal-client.js';
import { startSmtpPeer, type SmtpPeer } from '../test-support/smtp-peer.js';
import { createTestApp, describeTestApp, type TestApp } from '../test-support/test-app.js';

/*
 * The contact form and the dealer enquiry. One row and one mail to the right team per submission
 * id, however often it is sent; fields named on a 400; same-site, rate-limited, never cached.
 */

const SITE = 'http://localhost:80';
const sameSite = { origin: SITE };

const contact = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  submissionId: randomUUID(),
  name: 'Ana Pérez',
  email: 'ana.perez@example.com',
  phone: '(214) 555-0199',
  accountNumber: '3052718841',
  topic: 'payoff',
  message: 'Hola, ¿cuál es el monto para liquidar mi préstamo este mes?',
  locale: 'es-US',
  ...overrides,
});

const dealerEnquiry = (overrides: Partial<DealerEnquiryRequest> = {}): DealerEnquiryRequest => ({
  submissionId: randomUUID(),
  dealershipName: 'Gulf Coast Pre-Owned',
  contactName: 'Marcus Bell',
  email: 'marcus@gulfcoastpreowned.example',
  phone: '(813) 555-0110',
  city: 'Clearwater',
  state: 'FL',
  monthlyVolume: '26-50',
  message: 'We sell about 40 cars a month and would like to offer your financing.',
  locale: 'en-US',
  ...overrides,
});

describeTestApp('the public forms', {}, (suite) => {
  const app = () => suite.app;
  const { db } = suite;
  const post = (url: string, payload: unknown, headers: Record<string, string> = sameSite) =>
    app().inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  const mailsTo = async (to: string) => (await readMailbox(app())).filter((entry) => entry.to === to);
  const contactRows = (submissionId: string) => db().selectFrom('contact_messages').selectAll().where('submission_id', '=', submissionId).execute();

  describe('POST /api/contact', () => {
    it('stores the message and mails the contact team once, in English, noting the visitor’s language', async () => {
      const before = (await mailsTo('customercare@roadbridge.example')).length;
      const body = contact();
      const response = await post(PUBLIC_API_PATHS.contact, body);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ status: 'SUCCESS' });

      const rows = await contactRows(body.submissionId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: 'Ana Pérez',
        email: 'ana.perez@example.com',
        phone: '(214) 555-0199',
        account_number: '3052718841',
        topic: 'payoff',
        message: body.message,
        locale: 'es-US',
      });
      expect(rows[0]?.mailed_at).not.toBeNull();

      const mails = await mailsTo('customercare@roadbridge.example');
      expect(mails).toHaveLength(before + 1);
      const mail = mails[0];
      expect(mail?.subject).toBe(`Contact form: Payoff from Ana Pérez [CM-${String(rows[0]?.id).padStart(6, '0')}]`);
      expect(mail?.body).toContain('E-mail: ana.perez@example.com (Reply-To)');
      expect(mail?.body).toContain('Language: Spanish (es-US); please answer in Spanish.');
      expect(mail?.body).toContain(body.message);
    });

    it('stores an empty phone and account number as none', async () => {
      const body = contact({ phone: '', accountNumber: '', locale: 'pt-BR', topic: 'other' });
      expect((await post(PUBLIC_API_PATHS.contact, body)).json()).toEqual({ status: 'SUCCESS' });
      expect((await contactRows(body.submissionId))[0]).toMatchObject({ phone: null, account_number: null, locale: 'pt-BR' });
      expect((await mailsTo('customercare@roadbridge.example'))[0]?.body).toContain('Phone: not given\nAccount number: not given\nLanguage: Portuguese (pt-BR)');
    });

    it('answers SUCCESS to a double submit and a retry, with one row and one mail', async () => {
      const before = (await mailsTo('customercare@roadbridge.example')).length;
      const body = contact({ name: 'Double Click' });
      const [first, second] = await Promise.all([post(PUBLIC_API_PATHS.contact, body), post(PUBLIC_API_PATHS.contact, body)]);
      const retry = await post(PUBLIC_API_PATHS.contact, { ...body, message: 'Edited after a network error' });
      for (const response of [first, second, retry]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'SUCCESS' });
      }
      const rows = await contactRows(body.submissionId);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.message).toBe(body.message);
      expect(await mailsTo('customercare@roadbridge.example')).toHaveLength(before + 1);
    });

    it.each([
      ['no name and a bad e-mail', { name: '  ', email: 'ana@' }, { name: 'too_small', email: 'custom' }],
      ['a phone that is not a US number', { phone: '555-0199' }, { phone: 'custom' }],
      ['an unknown topic and locale', { topic: 'loans', locale: 'fr-FR' }, { topic: 'invalid_value', locale: 'invalid_value' }],
      ['a 2001-character message', { message: 'x'.repeat(2001) }, { message: 'too_big' }],
      ['a made-up submission id', { submissionId: 'abc' }, { submissionId: 'invalid_format' }],
      ['a number for the name', { name: 42 }, { name: 'invalid_type' }],
    ])('answers 400 naming the fields for %s, and stores nothing', async (_case, overrides, fields) => {
      const body = { ...contact(), ...overrides };
      const count = async () => (await db().selectFrom('contact_messages').select('id').execute()).length;
      const before = await count();
      const response = await post(PUBLIC_API_PATHS.contact, body);
      expect(response.statusCode).toBe(400);
      expect(response.headers['cache-control']).toBe('no-store');
      const error = errorBodySchema.strict().parse(response.json());
      expect(error.status).toBe('INVALID');
      expect(error.fields).toEqual(fields);
      // What the visitor typed is not echoed.
      for (const value of Object.values(overrides)) if (typeof value === 'string' && value.trim().length > 3) expect(response.body).not.toContain(value);
      expect(await count()).toBe(before);
    });

    it('refuses a post from another site before reading it, and takes one without Origin (not a browser)', async () => {
      const body = contact();
      const crossSite: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: 'http://localhost:8080' }, { 'sec-fetch-site': 'cross-site' }];
      for (const headers of crossSite) {
        const response = await post(PUBLIC_API_PATHS.contact, body, headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ status: 'FORBIDDEN' });
      }
      expect(await contactRows(body.submissionId)).toHaveLength(0);
      expect((await post(PUBLIC_API_PATHS.contact, body, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    });

    it('takes the form from a signed-in customer’s page, which sends no csrf token', async () => {
      const session = await signIn(app());
      const response = await post(PUBLIC_API_PATHS.contact, contact(), { ...sameSite, cookie: session.cookie });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a body over 16 KiB with a JSON 413', async () => {
      const response = await post(PUBLIC_API_PATHS.contact, { ...contact(), padding: 'x'.repeat(17 * 1024) });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ status: 'PAYLOAD_TOO_LARGE' });
    });
  });

  describe('POST /api/dealer-enquiries', () => {
    it('stores the enquiry and mails the dealer team once, with a double submit answered SUCCESS', async () => {
      const before = (await mailsTo('dealers@roadbridge.example')).length;
      const body = dealerEnquiry();
      const first = await post(PUBLIC_API_PATHS.dealerEnquiries, body);
      const second = await post(PUBLIC_API_PATHS.dealerEnquiries, body);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(first.json()).toEqual({ status: 'SUCCESS' });
      expect(second.json()).toEqual({ status: 'SUCCESS' });
      expect(first.headers['cache-control']).toBe('no-store');

      const rows = await db().selectFrom('dealer_enquiries').selectAll().where('submission_id', '=', body.submissionId).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ dealership_name: 'Gulf Coast Pre-Owned', state: 'FL', monthly_volume: '26-50', locale: 'en-US' });

      const mails = await mailsTo('dealers@roadbridge.example');
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]?.subject).toBe(`Dealer enquiry: Gulf Coast Pre-Owned, Clearwater FL [DE-${String(rows[0]?.id).padStart(6, '0')}]`);
      expect(mails[0]?.body).toContain('Used vehicles sold a month: 26-50');
      expect(mails[0]?.body).toContain('E-mail: marcus@gulfcoastpreowned.example (Reply-To)');
    });

    it('takes an enquiry without a message', async () => {
      const body = dealerEnquiry({ message: '' });
      expect((await post(PUBLIC_API_PATHS.dealerEnquiries, body)).statusCode).toBe(200);
      const row = await db().selectFrom('dealer_enquiries').select('message').where('submission_id', '=', body.submissionId).executeTakeFirstOrThrow();
      expect(row.message).toBeNull();
    });

    it('answers 400 naming the fields, and stores nothing', async () => {
      const body = { ...dealerEnquiry(), state: 'ZZ', monthlyVolume: 'lots', phone: '' };
      const response = await post(PUBLIC_API_PATHS.dealerEnquiries, body);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).fields).toEqual({ state: 'invalid_value', monthlyVolume: 'invalid_value', phone: 'custom' });
      expect(await db().selectFrom('dealer_enquiries').selectAll().where('submission_id', '=', body.submissionId).execute()).toHaveLength(0);
    });

    it('refuses a post from another site', async () => {
      expect((await post(PUBLIC_API_PATHS.dealerEnquiries, dealerEnquiry(), { origin: 'https://evil.example' })).statusCode).toBe(403);
    });
  });
});

describe('malformed bodies to the public forms', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const anyValue = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }), fc.string({ minLength: 2100, maxLength: 2200 }));

  it('answers each with a JSON 4xx and stores nothing', async () => {
    const db = testApp.testDatabase.database.db;
    const countRows = async () =>
      (await db.selectFrom('contact_messages').select('id').execute()).length + (await db.selectFrom('dealer_enquiries').select('id').execute()).length;
    const before = await countRows();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          { url: PUBLIC_API_PATHS.contact, valid: contact() as Record<string, unknown> },
          { url: PUBLIC_API_PATHS.dealerEnquiries, valid: dealerEnquiry() as Record<string, unknown> },
        ),
        fc.dictionary(fc.constantFrom('submissionId', 'name', 'email', 'phone', 'accountNumber', 'topic', 'message', 'locale', 'dealershipName', 'state', 'monthlyVolume'), anyValue, { minKeys: 1 }),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (endpoint, broken, contentType) => {
          const body = { ...endpoint.valid, ...broken };
          const schema = endpoint.url === PUBLIC_API_PATHS.contact ? contactRequestSchema : dealerEnquiryRequestSchema;
          fc.pre(contentType !== 'application/json' || !schema.safeParse(body).success);
          const response = await testApp.app.inject({ method: 'POST', url: endpoint.url, headers: { ...sameSite, 'content-type': contentType }, payload: JSON.stringify(body) });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          errorBodySchema.strict().parse(response.json());
        },
      ),
      { numRuns: 300 },
    );
    expect(await countRows()).toBe(before);
  });
});

describe('rate limits of the public forms', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      env: { RATE_LIMIT_MULTIPLIER: '1' },
      rateLimitRules: { contact: { ip: { max: 3, windowSeconds: 60 }, identifier: { max: 2, windowSeconds: 60 } }, dealerEnquiry: { ip: { max: 2, windowSeconds: 60 } } },
    });
  });
  afterAll(() => testApp.close());

  const post = (url: string, payload: unknown, ip: string) =>
    testApp.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: sameSite, remoteAddress: ip });

  function expect429(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'TOO_MANY_REQUESTS', message: 'Too many requests; please wait and try again' });
  }

  it('limits messages per address and per sender, and stores nothing past the limit', async () => {
    expect((await post(PUBLIC_API_PATHS.contact, contact({ email: 'one@example.com' }), '10.1.0.1')).statusCode).toBe(200);
    expect((await post(PUBLIC_API_PATHS.contact, contact({ email: 'two@example.com' }), '10.1.0.1')).statusCode).toBe(200);
    expect((await post(PUBLIC_API_PATHS.contact, contact({ email: 'three@example.com' }), '10.1.0.1')).statusCode).toBe(200);
    const limited = contact({ email: 'four@example.com' });
    expect429(await post(PUBLIC_API_PATHS.contact, limited, '10.1.0.1'));
    const rows = await testApp.testDatabase.database.db.selectFrom('contact_messages').select('id').where('submission_id', '=', limited.submissionId).execute();
    expect(rows).toHaveLength(0);

    // The same sender from other addresses.
    expect((await post(PUBLIC_API_PATHS.contact, contact({ email: 'one@example.com' }), '10.1.0.2')).statusCode).toBe(200);
    expect429(await post(PUBLIC_API_PATHS.contact, contact({ email: 'ONE@example.com' }), '10.1.0.3'));
  });

  it('limits dealer enquiries per address', async () => {
    expect((await post(PUBLIC_API_PATHS.dealerEnquiries, dealerEnquiry(), '10.2.0.1')).statusCode).toBe(200);
    expect((await post(PUBLIC_API_PATHS.dealerEnquiries, dealerEnquiry(), '10.2.0.1')).statusCode).toBe(200);
    expect429(await post(PUBLIC_API_PATHS.dealerEnquiries, dealerEnquiry(), '10.2.0.1'));
    expect((await post(PUBLIC_API_PATHS.dealerEnquiries, dealerEnquiry(), '10.2.0.2')).statusCode).toBe(200);
  });
});

describe('the public forms through a real SMTP server', () => {
  let peer: SmtpPeer;
  let testApp: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    peer = await startSmtpPeer();
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => lines.push(chunk.toString('utf8')));
    testApp = await createTestApp({
      logStream,
      env: { SMTP_URL: peer.url, LOG_LEVEL: 'trace', CONTACT_TEAM_EMAIL: 'help@roadbridge.test', DEALER_TEAM_EMAIL: 'dealer-desk@roadbridge.test' },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await peer.close();
  });

  it('sends each team its mail with Reply-To the visitor, and logs none of what the visitor wrote', async () => {
    const message = contact({ name: 'Tomás Ribeiro', email: 'tomas.ribeiro@example.com', phone: '(617) 555-0123', message: 'Preciso do valor de quitação até sexta-feira.', locale: 'pt-BR' });
    const enquiry = dealerEnquiry({ contactName: 'Dana Whitfield', email: 'dana@sunbeltautos.example', phone: '(602) 555-0175', dealershipName: 'Sunbelt Autos', city: 'Mesa', state: 'AZ' });
    const post = (url: string, payload: unknown) => testApp.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: sameSite });
    expect((await post(PUBLIC_API_PATHS.contact, message)).statusCode).toBe(200);
    expect((await post(PUBLIC_API_PATHS.dealerEnquiries, enquiry)).statusCode).toBe(200);
    await post(PUBLIC_API_PATHS.contact, { ...message, submissionId: 'not-a-uuid' });

    const toContact = await peer.waitFor((mail) => mail.to.includes('help@roadbridge.test'));
    expect(toContact.raw).toMatch(/^Reply-To: tomas\.ribeiro@example\.com\r?$/im);
    expect(toContact.text).toContain('Preciso do valor de quitação até sexta-feira.');
    expect(toContact.text).toContain('Language: Portuguese (pt-BR)');
    const toDealers = await peer.waitFor((mail) => mail.to.includes('dealer-desk@roadbridge.test'));
    expect(toDealers.raw).toMatch(/^Reply-To: dana@sunbeltautos\.example\r?$/im);
    expect(toDealers.subject).toContain('Sunbelt Autos, Mesa AZ');

    const log = lines.join('');
    expect(log).toContain(PUBLIC_API_PATHS.contact);
    for (const secret of ['Tomás', 'Ribeiro', 'tomas.ribeiro', '555-0123', 'quitação', 'Dana Whitfield', 'dana@sunbelt', '555-0175', 'Sunbelt', 'Mesa']) {
      expect(log).not.toContain(secret);
    }
  });
});
