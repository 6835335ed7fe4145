/**
 * The chamber's time zone (docs/decisions/126-chamber-time-zone.md): event times are entered and
 * shown in it. Existing sites get DEFAULT_TIME_ZONE's value, America/New_York; their events keep
 * their instants, and staff correct the zone in the settings if theirs is another.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db) => {
  await db.schema
    .alterTable('company_settings')
    // Written out, not imported: a migration keeps the value it had when it was written.
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    .execute();
});
