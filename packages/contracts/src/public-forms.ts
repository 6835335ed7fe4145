/**
 * A public form posted the plain way (`<form method="post">`, no JavaScript needed): the server
 * runs the form's JSON call and answers with the page drawn again, showing this outcome
 * (docs/decisions/147-public-islands.md).
 */

/** The hidden field that names which form a post is (each page may hold several forms). */
export const FORM_FIELD = '_form';

/** What a posted form came to: drawn into the page (and answered as JSON to the form island). */
export type FormOutcome = {
  /** The form's name, as in its FORM_FIELD. */
  form: string;
  ok: boolean;
  /** The JSON call's message: the thank-you, or what went wrong. */
  message: string;
  /** A message per field the call refused, by field name. */
  errors: Record<string, string>;
  /** What was typed, to fill a refused form again (empty once it went through). */
  values: Record<string, string>;
};
