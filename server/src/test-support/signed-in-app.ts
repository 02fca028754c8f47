import type { LightMyRequestResponse } from 'fastify';
import { signIn, type SignedIn } from './portal-client.js';
import { createTestApp, describeTestApp, type TestApp, type TestAppOptions, type TestAppSuite } from './test-app.js';

/**
 * The set-up of the signed-in route tests (docs/decisions/066): a test app and a session for each of these demo
 * users, signed in one after the other (on the app's own log, for the tests that read it).
 */
export async function createSignedInApp<User extends string>(
  options: TestAppOptions,
  usernames: readonly User[],
): Promise<{ testApp: TestApp; users: Record<User, SignedIn> }> {
  const testApp = await createTestApp(options);
  const users = {} as Record<User, SignedIn>;
  try {
    for (const username of usernames) users[username] = await signIn(testApp.app, username);
  } catch (error) {
    // The caller gets no app to close when a sign-in fails.
    await testApp.close();
    throw error;
  }
  return { testApp, users };
}

/** What the tests of a `describeSignedIn` block reach, once its `beforeAll` has run. */
export interface SignedInSuite<User extends string> extends TestAppSuite {
  /** The sessions, by username: the same object all along, filled in by the block's `beforeAll`. */
  readonly users: Record<User, SignedIn>;
  /** A GET with only the session cookie of `session` (the first user's by default). */
  get(url: string, session?: SignedIn): Promise<LightMyRequestResponse>;
}

/**
 * `describeTestApp` with `usernames` signed in, one after the other, before the tests: the set-up of every
 * signed-in route and fuzz suite (docs/decisions/066). The sessions are read inside the tests (or helpers they
 * call).
 */
export function describeSignedIn<User extends string>(
  what: string,
  options: Omit<TestAppOptions, 'dialect'>,
  usernames: readonly [User, ...User[]],
  tests: (suite: SignedInSuite<User>) => void,
): void {
  describeTestApp(what, options, (appSuite) => {
    const users = {} as Record<User, SignedIn>;
    beforeAll(async () => {
      for (const username of usernames) users[username] = await signIn(appSuite.app, username);
    });
    tests({
      get testApp() {
        return appSuite.testApp;
      },
      get app() {
        return appSuite.app;
      },
      db: appSuite.db,
      users,
      get: (url, session = users[usernames[0]]) => appSuite.app.inject({ method: 'GET', url, headers: { cookie: session.cookie } }),
    });
  });
}
