import type { KyselyPlugin, OperationNode, RootOperationNode } from 'kysely';
import { PORTAL_API_PATHS } from 'shared-contracts';
import { solvedCaptcha } from '../test-support/captcha-solver.js';
import { postLogin } from '../test-support/portal-client.js';
import { TEST_DIALECTS } from '../test-support/test-databases.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/*
 * Equal work (docs/decisions/050): a sign-in and a reset request for a username nobody has run the same database
 * statements as for a known one (login-service.ts, password-service.ts), so neither the answer nor the time tells
 * who has an account. Times on a shared machine are noise, so they are printed (the medians of 200 requests each),
 * not asserted; what is asserted is the statements: their kind and table, in order, for every request.
 *
 * Not counted: the outbox, the development stand-in for SMTP (production sends mail by SMTP_URL, not the database);
 * the reset mail of a known name is sent after the answer in either case.
 */

const REQUESTS = 200;

/** `select users`, `update users`, `insert security_events`: what a statement does and to which table. */
function describeStatement(node: RootOperationNode): string {
  const tableIn = (part: OperationNode | undefined): string => {
    const match = /"kind":"TableNode","table":\{"kind":"SchemableIdentifierNode","identifier":\{"kind":"IdentifierNode","name":"(\w+)"/.exec(JSON.stringify(part ?? {}));
    return match?.[1] ?? '?';
  };
  switch (node.kind) {
    case 'SelectQueryNode':
      return `select ${tableIn(node.from)}`;
    case 'InsertQueryNode':
      return `insert ${tableIn(node.into)}`;
    case 'UpdateQueryNode':
      return `update ${tableIn(node.table)}`;
    case 'DeleteQueryNode':
      return `delete ${tableIn(node.from)}`;
    default:
      return node.kind;
  }
}

function statementRecorder() {
  let statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements.push(describeStatement(node));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    plugin,
    /** Starts a new record; answers the statements since the last one, the outbox left out. */
    take(): string[] {
      const taken = statements.filter((statement) => !statement.endsWith(' outbox'));
      statements = [];
      return taken;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describe.each(TEST_DIALECTS)('equal work for known and unknown usernames on %s', (dialect) => {
  let testApp: TestApp;
  const recorder = statementRecorder();
  beforeAll(async () => {
    testApp = await createTestApp({ dialect, queryPlugin: recorder.plugin });
  });
  afterAll(() => testApp.close());

  /** One request measured: its time in ms and its statements. */
  async function measure(request: () => Promise<unknown>): Promise<{ ms: number; statements: string[] }> {
    await testApp.transport.settled();
    recorder.take();
    const started = performance.now();
    await request();
    const ms = performance.now() - started;
    return { ms, statements: recorder.take() };
  }

  /** Runs known and unknown turn about, `REQUESTS` each; prints the medians; answers every request's statements. */
  async function compare(label: string, known: (i: number) => Promise<() => Promise<unknown>>, unknown: (i: number) => Promise<() => Promise<unknown>>) {
    const times = { known: [] as number[], unknown: [] as number[] };
    const statements = { known: new Set<string>(), unknown: new Set<string>() };
    for (let i = 0; i < REQUESTS; i += 1) {
      for (const side of ['known', 'unknown'] as const) {
        const request = await (side === 'known' ? known : unknown)(i);
        const measured = await measure(request);
        times[side].push(measured.ms);
        statements[side].add(measured.statements.join(' → '));
      }
    }
    const [knownMedian, unknownMedian] = [median(times.known), median(times.unknown)];
    process.stdout.write(
      `${label} on ${dialect}: median ${knownMedian.toFixed(1)} ms known, ${unknownMedian.toFixed(1)} ms unknown ` +
        `(${((Math.abs(knownMedian - unknownMedian) / Math.max(knownMedian, unknownMedian)) * 100).toFixed(1)}% apart, ${REQUESTS} requests each)\n` +
        `  statements: ${[...statements.known][0]}\n`,
    );
    return statements;
  }

  it('a wrong password for a known username and any password for an unknown one run the same statements', async () => {
    const db = testApp.testDatabase.database.db;
    // The known user's count of wrong passwords goes back to nought before each try, so that every try is a
    // plain wrong password (the fifth would lock, which adds the lock's own row; a locked user is checked below),
    // and so does its step-up count (the fourth would ask for a captcha, decision 049).
    const known = async () => {
      await db.updateTable('users').set({ failed_attempts: 0, last_failed_at: null }).where('username', '=', 'demo2').execute();
      // Its step-up count too (decision 049): every try is one of the first three, as each unknown name's is.
      await db.deleteFrom('rate_limits').where('key', 'like', 'loginStepUp:%').execute();
      return () => postLogin(testApp.app, 'demo2', 'Not-The-Password-1');
    };
    const unknown = async (i: number) => () => postLogin(testApp.app, `nobody-${i}`, 'Not-The-Password-1');
    const statements = await compare('POST /login', known, unknown);
    expect(statements.known.size).toBe(1);
    expect([...statements.unknown]).toEqual([...statements.known]);
    expect([...statements.known][0]).toContain('update users');

    // A locked user (decision 048: LOCKED whatever the password) walks the same statements as well.
    const locked = await measure(() => postLogin(testApp.app, 'locked', 'Not-The-Password-1'));
    expect(locked.statements.join(' → ')).toBe([...statements.known][0]);
  }, 600_000);

  it('a reset request for a known username and for an unknown one run the same statements', async () => {
    const request = (username: string) => async () => {
      const captchaToken = await solvedCaptcha(testApp.app);
      return () => testApp.app.inject({ method: 'POST', url: PORTAL_API_PATHS.sendPasswordReset, payload: { username, captchaToken } });
    };
    const statements = await compare('POST /api/send-password-reset', request('demo2'), (i) => request(`nobody-${i}`)());
    expect(statements.known.size).toBe(1);
    expect([...statements.unknown]).toEqual([...statements.known]);
    expect([...statements.known][0]).toContain('insert one_time_tokens');
  }, 600_000);
});
