import { expect } from 'vitest';

type Result = {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
};

/** The first message zod gives for `path`, or undefined when that field passes. */
export function messageFor(result: Result, path: string) {
  return result.error?.issues.find((i) => i.path.join('.') === path)?.message;
}

/** The first message of each field named in `expected` is the one given there. */
export function expectMessages(result: Result, expected: Record<string, string>) {
  const given = Object.fromEntries(
    Object.keys(expected).map((path) => [path, messageFor(result, path)]),
  );
  expect(given).toEqual(expected);
}
