/**
 * Marks a browser test that also runs on PostgreSQL. A browser test shows what a person sees and
 * does; the database under it is shown by the API tests, which run on both databases. So the
 * PostgreSQL run repeats only the browser tests whose outcome rests on how the database behaves
 * (two saves at once, a list whose rows arrive late) and one whole staff flow
 * (docs/decisions/116-browser-tests-once.md).
 */
export const EVERY_DATABASE = '@every-database';
