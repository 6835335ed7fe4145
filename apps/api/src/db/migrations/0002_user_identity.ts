/**
 * Users get the stored keys that make usernames and e-mail addresses unique under one
 * Unicode-aware, case-insensitive rule (lib/identity.ts), the per-account sign-in backoff, and the
 * flag that makes a generated first password be changed at first sign-in.
 */
import { StartupError } from '../../config.ts';
import { identityKey } from '../../lib/identity.ts';
import { defineMigration } from '../dialect.ts';

type UserIdentity = { id: number; username: string; email: string };

export default defineMigration(async (db, { timestamp: ts, boolean: bool }) => {
  const users: UserIdentity[] = await db
    .selectFrom('users')
    .select(['id', 'username', 'email'])
    .orderBy('id')
    .execute();
  // Checked before anything changes: SQLite runs migrations outside a transaction.
  const clashes = [
    ...clashesOf(users, 'username', (u) => identityKey(u.username)),
    ...clashesOf(users, 'e-mail address', (u) => identityKey(u.email)),
  ];
  if (clashes.length > 0) {
    throw new StartupError(
      [
        'Usernames and e-mail addresses must be unique, ignoring upper and lower case, and these accounts share one:',
        ...clashes.map((line) => `  - ${line}`),
        'Give each of these accounts its own e-mail address and username (with the previous version, or in the database), then start again.',
      ].join('\n'),
    );
  }

  // SQLite adds one column per statement.
  const alterUsers = () => db.schema.alterTable('users');
  await alterUsers()
    .addColumn('username_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await alterUsers()
    .addColumn('email_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await alterUsers()
    .addColumn('must_change_password', bool, (c) => c.notNull().defaultTo(false))
    .execute();
  await alterUsers()
    .addColumn('failed_sign_ins', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await alterUsers().addColumn('sign_in_blocked_until', ts).execute();
  for (const user of users) {
    await db
      .updateTable('users')
      .set({ username_key: identityKey(user.username), email_key: identityKey(user.email) })
      .where('id', '=', user.id)
      .execute();
  }
  await db.schema
    .createIndex('users_username_key_idx')
    .on('users')
    .column('username_key')
    .unique()
    .execute();
  await db.schema
    .createIndex('users_email_key_idx')
    .on('users')
    .column('email_key')
    .unique()
    .execute();
});

/** "e-mail address: maria, maria.lopez" for every group of accounts that share a key. */
function clashesOf(users: UserIdentity[], what: string, keyOf: (user: UserIdentity) => string) {
  const groups = new Map<string, string[]>();
  for (const user of users) {
    const key = keyOf(user);
    groups.set(key, [...(groups.get(key) ?? []), user.username]);
  }
  return [...groups.values()]
    .filter((names) => names.length > 1)
    .map((names) => `${what}: ${names.join(', ')}`);
}
