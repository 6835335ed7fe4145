/** Texts shared by the server and the browser that need no validation library (kept zod-free). */

/** Shown when the server gives no message of its own (S1 §8). */
export const GENERIC_ERROR_MESSAGE =
  'Oops! Something went wrong on the server. Please contact support.';
