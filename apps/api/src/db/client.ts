/**
 * Opens the database: embedded SQLite (default) or PostgreSQL when DATABASE_URL is set.
 * Both drivers are adapted to hand back the same JS values (booleans as booleans, timestamps as
 * ISO strings, counts as numbers), so every query is written once and maps rows the same way.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { OneSchemaPostgresDialect } from './introspector.ts';
import { makePrivateFile } from '../lib/private-files.ts';
import type { Database } from './types.ts';

export type DialectName = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
/**
 * `schema`: the PostgreSQL schema in use when DATABASE_SCHEMA is set. `sqlite`: the SQLite
 * connection under `db`, for a statement prepared once where Kysely's work per query would cost
 * more than the query itself (the session check of every request).
 */
export type DatabaseHandle = {
  db: Db;
  dialect: DialectName;
  schema?: string;
  sqlite?: SQLite.Database;
};

export const SQLITE_FILE_NAME = 'chamber.db';

export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      types: { getTypeParser: postgresTypeParser },
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    return {
      db: new Kysely<Database>({
        dialect: new OneSchemaPostgresDialect({ pool }, config.databaseSchema || undefined),
        plugins,
      }),
      dialect: 'postgres',
      ...(config.databaseSchema ? { schema: config.databaseSchema } : {}),
    };
  }
  const file = path.join(config.dataDir, SQLITE_FILE_NAME);
  const sqlite = new SQLite(file);
  // Owner-only before WAL mode starts: SQLite gives the -wal and -shm files the database file's
  // mode. Files left by an older version are tightened too.
  for (const own of [file, `${file}-wal`, `${file}-shm`]) makePrivateFile(own);
  // WAL lets readers and a writer (even in another process) work side by side; FULL makes every
  // acknowledged commit durable; busy_timeout makes a second process wait instead of failing.
  // busy_timeout first: a second process opening a new file at the same moment then waits for
  // the first one's switch to WAL instead of failing.
  sqlite.pragma('busy_timeout = 10000');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: adaptSqlite(sqlite) }),
      plugins,
    }),
    dialect: 'sqlite',
    sqlite,
  };
}

const PG_INT8 = 20;
const PG_TIMESTAMPTZ = 1184;

function postgresTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === PG_INT8) return (value: string) => Number(value);
  if (oid === PG_TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
  return pg.types.getTypeParser(oid, format);
}

/**
 * better-sqlite3 binds neither booleans nor Dates and returns booleans as 0/1. Columns declared
 * `boolean` in the migrations keep that declared type, so results are turned back into booleans
 * here, once, instead of in every module.
 */
function adaptSqlite(sqlite: SQLite.Database): SQLite.Database {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    const booleanColumns = statement.reader
      ? statement
          .columns()
          .filter((c) => c.type?.toLowerCase() === 'boolean')
          .map((c) => c.name)
      : [];
    const toRow = (row: Record<string, unknown>) => {
      for (const name of booleanColumns) {
        if (row[name] !== null && row[name] !== undefined) row[name] = row[name] === 1;
      }
      return row;
    };
    return new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (property === 'all') {
          return (...args: unknown[]) =>
            (target.all(...bindable(args)) as Record<string, unknown>[]).map(toRow);
        }
        if (property === 'run') return (...args: unknown[]) => target.run(...bindable(args));
        if (property === 'iterate') {
          return function* (...args: unknown[]) {
            for (const row of target.iterate(...bindable(args)))
              yield toRow(row as Record<string, unknown>);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }) as typeof sqlite.prepare;
  return sqlite;
}

function bindable(args: unknown[]): unknown[] {
  return args.map((arg) => (Array.isArray(arg) ? arg.map(toSqliteValue) : toSqliteValue(arg)));
}

function toSqliteValue(value: unknown) {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}
