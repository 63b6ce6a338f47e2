import { insertUser } from '../modules/users/accounts';
import type { User } from '../modules/users/schemas';
import { publicUser } from '../modules/users/context';
import type { UserType } from '../modules/users/rules';
import type { TestApp } from './buildTestApp';

export type Role = UserType | 'admin';

let created = 0;

/** A verified user of the role, stored directly, and the header that signs requests in as that user. */
export async function loginAs(
  testApp: TestApp,
  role: Role,
): Promise<{ user: User; headers: { authorization: string } }> {
  created += 1;
  const username = `${role}${created}`;
  const user = await insertUser(
    { db: testApp.db },
    { username, email: `${username}@example.se`, password: `Secret-${username}-pw`, userType: role === 'admin' ? 'podcaster' : role },
    { isAdmin: role === 'admin', emailVerifiedAt: new Date() },
  );
  return { user: publicUser(user), headers: { authorization: `Bearer ${testApp.app.accessTokens.issue(user.id)}` } };
}

export interface Credentials {
  username: string;
  email: string;
  password: string;
}

/** Registers through the API (a podcaster unless told otherwise); returns the response and the credentials. */
export async function register(
  testApp: TestApp,
  overrides: Partial<Credentials & { user_type: string; language: string }> = {},
) {
  created += 1;
  const username = overrides.username ?? `member${created}`;
  const body = {
    username,
    email: overrides.email ?? `${username.toLowerCase()}@example.se`,
    password: overrides.password ?? 'correct horse battery',
    user_type: overrides.user_type ?? 'podcaster',
    ...(overrides.language === undefined ? {} : { language: overrides.language }),
  };
  const response = await testApp.app.inject({ method: 'POST', url: '/api/users/register/', payload: body });
  return { response, credentials: { username: body.username, email: body.email, password: body.password } };
}

/** Registers and verifies through the API, ready to sign in. */
export async function registerVerified(
  testApp: TestApp,
  overrides: Partial<Credentials & { language: string }> = {},
): Promise<Credentials> {
  const { response, credentials } = await register(testApp, overrides);
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  // The verification email is a job due at once; the job runner of a server sends it.
  await testApp.runJobs();
  const token = testApp.mail.tokenFor(credentials.email, 'verify-email');
  await testApp.app.inject({ method: 'GET', url: `/api/users/verify-email/${token}/` });
  return credentials;
}

/** Signs in through the API. */
export function signIn(testApp: TestApp, body: { username: string; password: string; remember_me?: boolean }) {
  return testApp.app.inject({ method: 'POST', url: '/api/users/login/', payload: body });
}
