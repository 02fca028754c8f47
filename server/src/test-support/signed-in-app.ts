import { signIn, type SignedIn } from './portal-client.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/**
 * The set-up of the signed-in route tests (docs/decisions/066): a test app and a session for each of these demo
 * users, signed in one after the other.
 */
export async function createSignedInApp<User extends string>(
  options: TestAppOptions,
  usernames: readonly User[],
): Promise<{ testApp: TestApp; users: Record<User, SignedIn> }> {
  const testApp = await createTestApp(options);
  const users = {} as Record<User, SignedIn>;
  for (const username of usernames) users[username] = await signIn(testApp.app, username);
  return { testApp, users };
}
