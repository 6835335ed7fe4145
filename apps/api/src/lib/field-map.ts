/**
 * Rows and answers of a type share their field names but for a few (the spec's `start` is the
 * column `startsAt`): the answer schema lists the fields, the renames say the exceptions, and a
 * new field needs neither a line here nor in the service. The answer is checked against its schema
 * on the way out (plugins/endpoints.ts), so a field with no column shows at once in the tests.
 */
import type { z } from 'zod';

export function fieldMap<Answer extends z.ZodObject>(
  answer: Answer,
  /** Answer field → column, where they differ. */
  renames: Partial<Record<keyof z.output<Answer> & string, string>> = {},
) {
  const fields = Object.keys(answer.shape);
  const columnOf = (field: string) => (renames as Record<string, string>)[field] ?? field;
  return {
    toAnswer(row: object): z.output<Answer> {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(fields.map((field) => [field, values[columnOf(field)]])) as never;
    },
    /**
     * A save's validated input as columns; the id names the row and the version says which one
     * the save was made on (lib/resource.ts counts it): neither is written from the input.
     */
    toColumns<Input extends object>(input: Input): Record<string, unknown> {
      return Object.fromEntries(
        Object.entries(input)
          // Which row and version a save is of, and whether it is a draft, are not columns.
          .filter(([field]) => !['id', 'version', 'draft'].includes(field))
          .map(([field, value]) => [columnOf(field), value]),
      );
    },
  };
}
