/** Removes the e2e server's temporary data folder and PostgreSQL schema. */
import { rmSync } from 'node:fs';
import pg from 'pg';

export default async function teardown() {
  if (process.env.E2E_DATA_DIR) rmSync(process.env.E2E_DATA_DIR, { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL && process.env.E2E_DATABASE_SCHEMA) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${process.env.E2E_DATABASE_SCHEMA} cascade`);
    await client.end();
  }
}
