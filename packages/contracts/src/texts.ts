/**
 * Texts shared by the server and the browser, kept free of the validation library: the first page
 * imports them, and must not carry zod (e2e/bundle.spec.ts holds its weight).
 */

/** Shown when the server gives no message of its own (the spec's wording). */
export const GENERIC_ERROR_MESSAGE =
  'Oops! Something went wrong on the server. Please contact support.';

/**
 * Sent (value "true") by the back office with Authenticate, refreshToken and Logout: the refresh
 * token then travels in an HttpOnly cookie (sent only to refreshToken and Logout), never in a
 * body a script could read.
 */
export const REFRESH_COOKIE_HEADER = 'X-Refresh-Cookie';

/**
 * The company name written at the first start, and shown by the web app while (or if) the stored
 * one cannot be read.
 */
export const DEFAULT_COMPANY_NAME = 'Chamber of Commerce';
