/**
 * Marks a test whose outcome cannot depend on the database (a screen's accessibility, the bundle's
 * size, client-side behaviour): the run on PostgreSQL leaves it out, as the SQLite run has it.
 */
export const DATABASE_INDEPENDENT = '@database-independent';
