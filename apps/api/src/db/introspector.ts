/**
 * What Kysely's migrator asks of PostgreSQL (does the schema exist, which tables does it hold),
 * answered for our schema only. Kysely's own introspector lists every column of every schema in
 * the database and calls catalogue functions on each: when another schema changes at that moment
 * (another site on the same database, another test file dropping or migrating its schema), its
 * query fails ("schema … does not exist", "column … does not exist") and so does our start.
 */
import {
  PostgresDialect,
  sql,
  type DatabaseIntrospector,
  type Kysely,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

class OneSchemaIntrospector implements DatabaseIntrospector {
  constructor(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database: only the catalogue is read
    private readonly db: Kysely<any>,
    private readonly schema: string | undefined,
  ) {}

  /** The schema the connections use: the one configured, else the search path's first. */
  private ours() {
    return this.schema === undefined ? sql<string>`current_schema()` : sql<string>`${this.schema}`;
  }

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<{ name: string }>`
      select nspname as name from pg_catalog.pg_namespace where nspname = ${this.ours()}
    `.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; isView: boolean }>`
      select c.relname as name, n.nspname as schema, c.relkind = 'v' as "isView"
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${this.ours()} and c.relkind in ('r', 'v', 'p')
    `.execute(this.db);
    // The migrator needs the names; columns are not read.
    return rows.map((row) => ({ ...row, columns: [] }));
  }

  async getMetadata() {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL, introspected within `schema` (undefined: the search path's first). */
export class OneSchemaPostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly schema: string | undefined,
  ) {
    super(config);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Kysely declares it
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OneSchemaIntrospector(db, this.schema);
  }
}
