/** What app.ts hands every module's routes plugin. */
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../lib/mailer.ts';

export type ModuleOptions = { db: Db; config: Config; mailer: Mailer };
