/** The first message zod gives for `path`, or undefined when that field passes. */
export function messageFor(
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  path: string,
) {
  return result.error?.issues.find((i) => i.path.join('.') === path)?.message;
}
