import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, processEnv } from '../config';
import { DataDirInUseError } from '../db/dataDirLock';
import { FieldErrors } from '../errors';
import { createOrPromoteAdmin } from '../modules/users/admins';
import { USER_TYPES, type UserType } from '../modules/users/rules';
import { openConfiguredDatabase } from '../configuredDatabase';

const USAGE =
  'Usage: npm run create-admin -w api -- --username NAME --email EMAIL [--password PASSWORD] [--user-type podcaster|expert|listener]\n' +
  'The password may come from ADMIN_PASSWORD instead. An existing user (by username or email) is made admin and verified.';

/** create-admin: makes or promotes an admin account on the configured database. */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      'user-type': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const userType = values['user-type'];
  if (values.help || (!values.username && !values.email)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (userType !== undefined && !USER_TYPES.includes(userType as UserType)) {
    console.error(`--user-type must be one of ${USER_TYPES.join(', ')}.`);
    return 2;
  }
  const env = processEnv();
  const config = loadConfig(env);
  const { database, close: closeDatabase } = await openConfiguredDatabase(config);
  try {
    const outcome = await createOrPromoteAdmin(
      { db: database.db },
      {
        username: values.username,
        email: values.email,
        password: values.password ?? env.ADMIN_PASSWORD,
        userType: userType as UserType | undefined,
      },
    );
    const { user } = outcome;
    console.log(
      outcome.action === 'created'
        ? `Created admin user "${user.username}" <${user.email}> (id ${user.id}, ${user.user_type}), email verified.`
        : `Made existing user "${user.username}" <${user.email}> (id ${user.id}) an admin with a verified email.`,
    );
    return 0;
  } finally {
    await closeDatabase();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof FieldErrors) {
      for (const [field, messages] of Object.entries(error.fields)) console.error(`${field}: ${messages.join(' ')}`);
    } else {
      const expected = error instanceof ConfigError || error instanceof DataDirInUseError;
      console.error(expected ? (error as Error).message : error);
    }
    process.exit(1);
  },
);
