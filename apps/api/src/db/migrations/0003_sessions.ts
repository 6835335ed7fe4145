/**
 * Sessions: one per sign-in. Its refresh tokens rotate within it and every access token it hands
 * out names it, so ending it (sign-out, or all of a user's sessions) refuses them all at once.
 * Refresh tokens from before belong to no session: they are dropped, so everyone signs in again
 * once after this upgrade.
 */
import { defineMigration } from '../dialect.ts';

export default defineMigration(async (db, { id, timestamp: ts }) => {
  const s = db.schema;
  await id(s.createTable('sessions'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('ended_at', ts)
    .execute();
  await s.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await s.dropTable('refresh_tokens').execute();
  await id(s.createTable('refresh_tokens'))
    .addColumn('session_id', 'integer', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', ts, (c) => c.notNull())
    .addColumn('created_at', ts, (c) => c.notNull())
    .addColumn('used_at', ts)
    .execute();
  await s
    .createIndex('refresh_tokens_session_id_idx')
    .on('refresh_tokens')
    .column('session_id')
    .execute();
});
