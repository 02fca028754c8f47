import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MONEY_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  PORTAL_API_PATHS,
  accountDetailsSchema,
  autopaySchema,
  historyPageSchema,
  paymentMethodSchema,
  paymentMethodsResponseSchema,
  paymentReceiptSchema,
  payoffQuoteSchema,
  statementsResponseSchema,
  withId,
} from 'shared-contracts';
import { signedInHeaders, type SignedIn } from '../test-support/portal-client.js';
import { describeSignedIn } from '../test-support/signed-in-app.js';

/*
 * Spec 2.4 statements and history, the saved bank accounts, autopay and the payoff quote, read by `demo` and
 * `demo2`: each borrower sees only their own rows, and another borrower's id answers 404. The clock is pinned
 * (Monday 2026-11-23, 10 a.m. Central) and the demo data seeded from it.
 */

const NOW = new Date('2026-11-23T16:00:00Z');

describeSignedIn('the money calls', { now: () => NOW }, ['demo', 'demo2'], (suite) => {
  const { users, get, db } = suite;
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: SignedIn, payload?: unknown) =>
    suite.app.inject({ method, url, headers: signedInHeaders(session), ...(payload === undefined ? {} : { payload: payload as object }) });
  const details = async (session = users.demo) => accountDetailsSchema.parse((await get(PORTAL_API_PATHS.accountDetails, session)).json());
  const methodsOf = async (session: SignedIn) => paymentMethodsResponseSchema.parse((await get(ACCOUNT_MONEY_PATHS.paymentMethods, session)).json());

  describe('statements', () => {
    it('lists the twelve statements newest first, each adding up, and no-store', async () => {
      const response = await get(ACCOUNT_MONEY_PATHS.statements);
      expect(response.headers['cache-control']).toBe('no-store');
      const statements = statementsResponseSchema.parse(response.json());
      expect(statements).toHaveLength(12);
      const dates = statements.map((statement) => statement.statementDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const statement of statements) {
        const cents = (amount: string) => Math.round(Number(amount) * 100);
        expect(cents(statement.newBalance)).toBe(cents(statement.previousBalance) - cents(statement.payments) + cents(statement.interest) + cents(statement.fees));
        expect(statement.periodStart <= statement.periodEnd).toBe(true);
      }
    });

    it("gives users.demo2 its own statements, and 404 for demo's statement", async () => {
      const mine = statementsResponseSchema.parse((await get(ACCOUNT_MONEY_PATHS.statements)).json());
      const theirs = statementsResponseSchema.parse((await get(ACCOUNT_MONEY_PATHS.statements, users.demo2)).json());
      expect(theirs).toHaveLength(12);
      expect(theirs.map((statement) => statement.id)).not.toEqual(expect.arrayContaining([mine[0]?.id]));
      const crossed = await get(`${withId(ACCOUNT_MONEY_PATHS.statementPdf, mine[0]?.id ?? 0)}?locale=en-US`, users.demo2);
      expect(crossed.statusCode).toBe(404);
      expect(crossed.json()).toMatchObject({ status: 'NOT_FOUND' });
    });
  });

  describe('history', () => {
    it('pages 24 months ten at a time, newest first, with a running balance', async () => {
      const first = historyPageSchema.parse((await get(ACCOUNT_MONEY_PATHS.history)).json());
      expect(first.items).toHaveLength(10);
      expect(first.page).toBe(1);
      expect(first.total).toBeGreaterThanOrEqual(48);
      expect(first.pageCount).toBe(Math.ceil(first.total / 10));
      const last = historyPageSchema.parse((await get(`${ACCOUNT_MONEY_PATHS.history}?page=${first.pageCount}`)).json());
      expect(last.items.length).toBe(first.total - (first.pageCount - 1) * 10);
      const all = [...first.items, ...last.items].map((item) => item.postedOn);
      expect(first.items.map((item) => item.postedOn)).toEqual([...first.items.map((item) => item.postedOn)].sort().reverse());
      expect(all.at(-1)! < first.items[0]!.postedOn).toBe(true);
      // Beyond the last page: the last page, not an empty one.
      expect(historyPageSchema.parse((await get(`${ACCOUNT_MONEY_PATHS.history}?page=999`)).json()).page).toBe(first.pageCount);
    });

    it('filters by type and by dates', async () => {
      const payments = historyPageSchema.parse((await get(`${ACCOUNT_MONEY_PATHS.history}?type=payment`)).json());
      expect(payments.total).toBe(24);
      expect(new Set(payments.items.map((item) => item.type))).toEqual(new Set(['payment']));
      const ranged = historyPageSchema.parse((await get(`${ACCOUNT_MONEY_PATHS.history}?from=2026-01-01&to=2026-03-31`)).json());
      for (const item of ranged.items) expect(item.postedOn >= '2026-01-01' && item.postedOn <= '2026-03-31').toBe(true);
      expect(ranged.total).toBeGreaterThan(0);
      expect(ranged.total).toBeLessThan(payments.total);
    });

    it.each([['page=0'], ['page=-1'], ['page=1.5'], ['page=abc'], ['type=refund'], ['from=2026-02-30'], ['from=2026-05-01&to=2026-04-01'], ['to=yesterday']])(
      'refuses ?%s with 400',
      async (query) => {
        const response = await get(`${ACCOUNT_MONEY_PATHS.history}?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ status: 'INVALID' });
      },
    );

    it('downloads the filtered rows as CSV with a header and no cell a spreadsheet would run', async () => {
      const response = await get(`${ACCOUNT_MONEY_PATHS.historyCsv}?type=payment`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="loan-history-\d{4}-\d{2}-\d{2}\.csv"$/);
      const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe('Date,Type,Description,Amount,Principal,Interest,Fees,Running balance,Reference,Status');
      expect(lines).toHaveLength(25);
      for (const line of lines.slice(1)) {
        expect(line.split(',').slice(1, 3)).toEqual(['Payment', 'Online payment']);
        expect(line.split(',').at(-1)).toBe('Posted');
        for (const cell of line.split(',')) expect(cell).not.toMatch(/^[=+\-@]/);
      }
      // A credit reads as a negative number in a spreadsheet: (389.45).
      expect(lines[1]).toMatch(/,\(\d+\.\d{2}\),/);
    });

    const csvLines = async (query: string) => {
      const response = await get(`${ACCOUNT_MONEY_PATHS.historyCsv}?${query}`);
      expect(response.statusCode).toBe(200);
      return response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n')
        .map((line) => line.split(','));
    };

    it('words every line by its code: the page gets the code, the CSV the words in ?locale (es-US, pt-BR)', async () => {
      const page = historyPageSchema.parse((await get(`${ACCOUNT_MONEY_PATHS.history}?type=adjustment`)).json());
      expect(page.items.map((item) => item.code)).toEqual(['late_fee_waived']);
      const english = await csvLines('');
      const spanish = await csvLines('locale=es-US');
      const portuguese = await csvLines('locale=pt-BR');
      expect(spanish[0]).toEqual(['Fecha', 'Tipo', 'Descripción', 'Monto', 'Capital', 'Intereses', 'Cargos', 'Saldo', 'Referencia', 'Estado']);
      expect(portuguese[0]).toEqual(['Data', 'Tipo', 'Descrição', 'Valor', 'Amortização', 'Juros', 'Tarifas', 'Saldo', 'Referência', 'Situação']);
      // The same rows in the same order; dates and amounts stay as a spreadsheet reads them in any language.
      expect(spanish).toHaveLength(english.length);
      expect(portuguese).toHaveLength(english.length);
      for (const rows of [spanish, portuguese]) {
        rows.slice(1).forEach((row, index) => {
          expect([row[0], row[3], row[8]]).toEqual([english[index + 1]?.[0], english[index + 1]?.[3], english[index + 1]?.[8]]);
        });
      }
      const words = (rows: string[][], column: number) => new Set(rows.slice(1).map((row) => row[column]));
      expect(words(spanish, 1)).toEqual(new Set(['Pago', 'Intereses', 'Cargo por pago atrasado', 'Ajuste']));
      expect(words(spanish, 2)).toEqual(new Set(['Pago en línea', 'Intereses', 'Cargo por pago atrasado', 'Cargo por pago atrasado anulado']));
      expect(words(spanish, 9)).toEqual(new Set(['Registrado']));
      expect(words(portuguese, 1)).toEqual(new Set(['Pagamento', 'Juros', 'Multa por atraso', 'Ajuste']));
      expect(words(portuguese, 2)).toEqual(new Set(['Pagamento on-line', 'Juros', 'Multa por atraso', 'Multa por atraso cancelada']));
      expect(words(portuguese, 9)).toEqual(new Set(['Lançado']));
      // The filter still applies with a locale.
      const spanishPayments = await csvLines('type=payment&locale=es-US');
      expect(spanishPayments).toHaveLength(25);
    });

    it.each([['locale=fr-FR'], ['locale='], ['locale=es-US&type=refund']])('refuses the CSV for ?%s with 400', async (query) => {
      const response = await get(`${ACCOUNT_MONEY_PATHS.historyCsv}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 'INVALID' });
    });
  });

  describe('bank accounts', () => {
    it("lists demo's saved checking account by its last four only", async () => {
      const response = await get(ACCOUNT_MONEY_PATHS.paymentMethods);
      expect(paymentMethodsResponseSchema.parse(response.json())).toEqual([{ id: expect.any(Number), kind: 'bank', accountType: 'checking', last4: '6789', nickname: 'Everyday checking' }]);
      expect(response.body).not.toContain('123456789');
    });

    it('adds an account: checksum-checked routing number, the number stored only encrypted', async () => {
      const bad = await send('POST', ACCOUNT_MONEY_PATHS.paymentMethods, users.demo, {
        routingNumber: '021000022',
        accountNumber: '12',
        accountType: 'money-market',
        holderName: ' ',
      });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys((bad.json() as { fields: object }).fields).sort()).toEqual(['accountNumber', 'accountType', 'holderName', 'routingNumber']);

      const response = await send('POST', ACCOUNT_MONEY_PATHS.paymentMethods, users.demo, {
        routingNumber: '011000015',
        accountNumber: '5550001234',
        accountType: 'savings',
        holderName: 'Maria Garcia',
        nickname: 'Rainy day',
      });
      expect(response.statusCode).toBe(201);
      const method = paymentMethodSchema.strict().parse(response.json());
      expect(method).toMatchObject({ accountType: 'savings', last4: '1234', nickname: 'Rainy day' });
      expect(response.body).not.toContain('5550001234');
      const row = await db().selectFrom('payment_methods').selectAll().where('id', '=', method.id).executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain('5550001234');
      expect(row.account_number_key_id).toBe('test');

      expect(await send('DELETE', withId(ACCOUNT_MONEY_PATHS.paymentMethod, method.id), users.demo)).toMatchObject({ statusCode: 204 });
      expect((await methodsOf(users.demo)).map((listed) => listed.id)).not.toContain(method.id);
    });

    it('refuses to remove an account a scheduled payment or autopay uses (409), and answers 404 to another borrower', async () => {
      const [saved] = await methodsOf(users.demo);
      const id = saved?.id ?? 0;
      expect((await send('DELETE', withId(ACCOUNT_MONEY_PATHS.paymentMethod, id), users.demo2)).statusCode).toBe(404);

      const scheduled = await suite.app.inject({
        method: 'POST',
        url: ACCOUNT_MONEY_PATHS.payments,
        headers: { ...signedInHeaders(users.demo), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        payload: { amount: '20.00', paymentMethodId: id, payOn: '2026-12-01' },
      });
      const payment = paymentReceiptSchema.parse(scheduled.json());
      expect(payment.status).toBe('scheduled');
      expect((await send('DELETE', withId(ACCOUNT_MONEY_PATHS.paymentMethod, id), users.demo)).statusCode).toBe(409);
      // demo2 can neither cancel demo's payment nor pay from demo's account.
      expect((await send('DELETE', withId(ACCOUNT_MONEY_PATHS.payment, payment.id), users.demo2)).statusCode).toBe(404);
      const borrowed = await suite.app.inject({
        method: 'POST',
        url: ACCOUNT_MONEY_PATHS.payments,
        headers: { ...signedInHeaders(users.demo2), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        payload: { amount: '20.00', paymentMethodId: id, payOn: '2026-12-01' },
      });
      expect(borrowed.statusCode).toBe(400);
      expect(borrowed.json()).toMatchObject({ fields: { paymentMethodId: 'unknown_payment_method' } });
      expect((await send('DELETE', withId(ACCOUNT_MONEY_PATHS.payment, payment.id), users.demo)).statusCode).toBe(204);

      await send('PUT', ACCOUNT_MONEY_PATHS.autopay, users.demo, { paymentMethodId: id, draftDay: 15 });
      expect((await send('DELETE', withId(ACCOUNT_MONEY_PATHS.paymentMethod, id), users.demo)).statusCode).toBe(409);
      await send('DELETE', ACCOUNT_MONEY_PATHS.autopay, users.demo);
    });
  });

  describe('autopay', () => {
    it('enrols, changes and stops, and the account details flag follows', async () => {
      expect(autopaySchema.parse((await get(ACCOUNT_MONEY_PATHS.autopay)).json())).toEqual({ enrolled: false, paymentMethodId: null, draftDay: null, amount: 'amountDue' });
      expect((await details())[ACCOUNT_FIELDS.autopayFlag]).toBe('N');
      const [saved] = await methodsOf(users.demo);
      const enrolled = await send('PUT', ACCOUNT_MONEY_PATHS.autopay, users.demo, { paymentMethodId: saved?.id, draftDay: 10 });
      expect(autopaySchema.parse(enrolled.json())).toEqual({ enrolled: true, paymentMethodId: saved?.id, draftDay: 10, amount: 'amountDue' });
      expect((await details())[ACCOUNT_FIELDS.autopayFlag]).toBe('Y');
      const changed = await send('PUT', ACCOUNT_MONEY_PATHS.autopay, users.demo, { paymentMethodId: saved?.id, draftDay: 12 });
      expect(autopaySchema.parse(changed.json()).draftDay).toBe(12);
      expect((await send('DELETE', ACCOUNT_MONEY_PATHS.autopay, users.demo)).json()).toMatchObject({ enrolled: false });
      expect((await details())[ACCOUNT_FIELDS.autopayFlag]).toBe('N');
    });

    it("shows users.demo2 enrolled on its own account, and refuses demo's account or a 29th", async () => {
      const theirs = autopaySchema.parse((await get(ACCOUNT_MONEY_PATHS.autopay, users.demo2)).json());
      const [demo2Account] = await methodsOf(users.demo2);
      expect(theirs).toEqual({ enrolled: true, paymentMethodId: demo2Account?.id, draftDay: 15, amount: 'amountDue' });
      expect((await details(users.demo2))[ACCOUNT_FIELDS.autopayFlag]).toBe('Y');
      const [demoAccount] = await methodsOf(users.demo);
      expect((await send('PUT', ACCOUNT_MONEY_PATHS.autopay, users.demo2, { paymentMethodId: demoAccount?.id, draftDay: 15 })).statusCode).toBe(400);
      expect((await send('PUT', ACCOUNT_MONEY_PATHS.autopay, users.demo2, { paymentMethodId: demo2Account?.id, draftDay: 29 })).statusCode).toBe(400);
      expect(autopaySchema.parse((await get(ACCOUNT_MONEY_PATHS.autopay, users.demo2)).json()).draftDay).toBe(15);
    });
  });

  describe('payoff quote', () => {
    it("quotes today's payoff plus the per-diem of each day to the good-through date", async () => {
      const loan = await details();
      const perDiem = loan[ACCOUNT_FIELDS.perDiemInterest];
      const today = payoffQuoteSchema.parse((await get(`${ACCOUNT_MONEY_PATHS.payoffQuote}?goodThrough=2026-11-23`)).json());
      expect(today).toEqual({ goodThrough: '2026-11-23', amount: loan[ACCOUNT_FIELDS.payoffAmount], perDiem });
      const later = payoffQuoteSchema.parse((await get(`${ACCOUNT_MONEY_PATHS.payoffQuote}?goodThrough=2026-12-03`)).json());
      expect(Math.round(Number(later.amount) * 100)).toBe(Math.round(Number(today.amount) * 100) + 10 * Math.round(Number(perDiem) * 100));
    });

    it.each([['2026-11-22'], ['2026-12-24'], ['2026-13-01'], ['']])('refuses goodThrough=%s with 400 on the field', async (date) => {
      const response = await get(`${ACCOUNT_MONEY_PATHS.payoffQuote}?goodThrough=${date}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { goodThrough: expect.any(String) } });
    });
  });
});
