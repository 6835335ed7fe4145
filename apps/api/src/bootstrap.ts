/** First start on an empty database: the administrator and the company settings row. */
import { randomBytes } from 'node:crypto';
import { DEFAULT_COMPANY_NAME } from '@chamber/contracts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createSessionStore } from './lib/sessions.ts';
import { nowIso } from './lib/tokens.ts';
import { createUsersService } from './modules/users/service.ts';

export async function bootstrap(db: Db, config: Config, print: (line: string) => void) {
  const users = createUsersService(db, config, () => '', createSessionStore({ db }, null));
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  // A generated password is seen by whoever reads this output: its owner must choose their own.
  const created = await users.ensureAdministrator(
    config.adminUsername,
    password,
    !config.adminPassword,
  );
  if (created && !config.adminPassword) {
    print(
      [
        '',
        '================================================================',
        ' First start: an administrator was created. Write this down:',
        `   username: ${config.adminUsername}`,
        `   password: ${password}`,
        ' It is shown only this once; you will choose your own at first sign-in.',
        '================================================================',
        '',
      ].join('\n'),
    );
  }
  await db
    .insertInto('companySettings')
    .values({ id: 1, companyName: DEFAULT_COMPANY_NAME, updatedAt: nowIso() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
