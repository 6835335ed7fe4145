/** First start on an empty database (DESIGN §4): the administrator and the company settings row. */
import { randomBytes } from 'node:crypto';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { nowIso } from './lib/tokens.ts';
import { DEFAULT_COMPANY_NAME } from './modules/home/service.ts';
import { createUsersService } from './modules/users/service.ts';

export async function bootstrap(db: Db, config: Config, print: (line: string) => void) {
  const users = createUsersService(db, config, () => '');
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  const created = await users.ensureAdministrator(config.adminUsername, password);
  if (created && !config.adminPassword) {
    print(
      [
        '',
        '================================================================',
        ' First start: an administrator was created. Write this down:',
        `   username: ${config.adminUsername}`,
        `   password: ${password}`,
        ' It is shown only this once. Change it after signing in.',
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
