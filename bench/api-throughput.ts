import os from 'node:os';
import { ACCOUNT_MONEY_PATHS, CSRF_HEADER, PORTAL_API_PATHS, paymentDateWindow, paymentMethodsResponseSchema } from 'shared-contracts';
import { API_RESULTS_FILE, BENCH_FLOOR_PATH, LOAD, TARGETS } from './api-config';
import { printApiReport, verdictOf } from './api-report';
import { oneMinuteLoad, runBench, writeResults } from './bench-run';
import { BASE_URL } from './bench-config';
import { failuresOf, measure, probe, type LoadTarget, type RouteFigures } from './load-run';
import { signIn, type BenchSession } from './sign-in';

/*
 * npm run bench (through scripts/bench.sh, which starts the server on a fresh SQLite file with BENCH_FLOOR):
 * requests per second and latency of the signed-in calls (the overview's reads, the other money pages' reads,
 * the keep-alive, and a payment POST), each against an honest floor: the same server answering a JSON body of
 * the same size from memory, with no session and no database (GET /api/bench/floor). So each ratio says what
 * the session, the queries and the schemas cost, and nothing else. Routes run one after another, never
 * together, so each has both cores. Exits non-zero when a run saw anything but 2xx answers or connection
 * errors, since its figures would then describe errors; never for missing a target.
 */

/** The signed-in calls, with the payment POST last (it writes: the reads before it see the seeded data). */
function signedInTargets({ cookie, csrf }: BenchSession, paymentMethodId: number): LoadTarget[] {
  const window = paymentDateWindow(new Date());
  const reads: Array<[string, string]> = [
    // The overview's reads (spec 2.4 /account).
    ['account details', PORTAL_API_PATHS.accountDetails],
    ['message summaries', PORTAL_API_PATHS.messageSummaries],
    ['payments', ACCOUNT_MONEY_PATHS.payments],
    ['last payment', `${ACCOUNT_MONEY_PATHS.history}?type=payment`],
    ['payoff quote', `${ACCOUNT_MONEY_PATHS.payoffQuote}?goodThrough=${window.earliest}`],
    // The other money pages and the keep-alive every signed-in page sends.
    ['statements', ACCOUNT_MONEY_PATHS.statements],
    ['history page 1', ACCOUNT_MONEY_PATHS.history],
    ['payment methods', ACCOUNT_MONEY_PATHS.paymentMethods],
    ['autopay', ACCOUNT_MONEY_PATHS.autopay],
    ['touch', PORTAL_API_PATHS.touch],
  ];
  // The same payment each time, confirmed as a deliberate repeat: the bench measures the write, not the duplicate
  // question (docs/decisions/051). A thousand 1.00 payments stay well under the demo loan's payoff.
  const payment = JSON.stringify({ amount: '1.00', paymentMethodId, payOn: window.latest, confirmDuplicate: true });
  return [
    ...reads.map(([label, path]): LoadTarget => ({ label, path, cookie })),
    { label: 'payment POST', path: ACCOUNT_MONEY_PATHS.payments, cookie, post: { body: payment, headers: { [CSRF_HEADER]: csrf } }, freshIdempotencyKey: true },
  ];
}

async function firstPaymentMethod(session: BenchSession): Promise<number> {
  const response = await fetch(new URL(ACCOUNT_MONEY_PATHS.paymentMethods, BASE_URL), { headers: { cookie: session.cookie } });
  const id = paymentMethodsResponseSchema.parse(await response.json())[0]?.id;
  if (id === undefined) throw new Error('The demo borrower has no saved bank account (is the demo data seeded?)');
  return id;
}

async function main(): Promise<number> {
  const session = await signIn(BASE_URL);
  const targets = signedInTargets(session, await firstPaymentMethod(session));

  // Other work on a shared machine moves these figures more than any change of ours: the load average says how much.
  const loadBefore = os.loadavg();
  const pairs: Array<{ figures: RouteFigures; floor: RouteFigures }> = [];
  for (const target of targets) {
    const responseBytes = await probe(BASE_URL, target);
    const floorTarget: LoadTarget = { label: `floor ${responseBytes} B`, path: `${BENCH_FLOOR_PATH}?bytes=${responseBytes}`, cookie: null };
    console.info(`Measuring ${target.label} (${target.post ? 'POST' : 'GET'} ${target.path}) and its floor…`);
    const floor = await measure(BASE_URL, floorTarget, await probe(BASE_URL, floorTarget));
    pairs.push({ figures: await measure(BASE_URL, target, responseBytes), floor });
  }

  const verdicts = pairs.map(({ figures, floor }) => ({ figures, floor, verdict: verdictOf(figures, floor) }));
  printApiReport(verdicts);
  const loadAfter = os.loadavg();
  console.info(`Machine: ${os.cpus().length} CPUs; 1-minute load average ${oneMinuteLoad(loadBefore)} before, ${oneMinuteLoad(loadAfter)} after (about 2 of it this bench's own).`);

  const results = {
    measuredAt: new Date().toISOString(),
    baseUrl: BASE_URL,
    load: LOAD,
    cpus: os.cpus().length,
    loadAverage: { before: loadBefore, after: loadAfter },
    targets: TARGETS,
    routes: verdicts.map(({ figures, floor, verdict }) => ({ ...figures, floor, ...verdict })),
  };
  writeResults(API_RESULTS_FILE, results);

  const failures = pairs.flatMap(({ figures, floor }) => [failuresOf(figures), failuresOf(floor)].flatMap((failure) => failure ?? []));
  for (const failure of failures) console.error(`Not a valid measurement: ${failure}`);
  return failures.length > 0 ? 1 : 0;
}

runBench('API bench', main);
