/**
 * The one rule that decides when two usernames (or two e-mail addresses) are the same: the key
 * is computed here, stored beside the text under a unique index, and used for every lookup. SQL
 * lower() cannot be the rule: on SQLite it folds ASCII letters only, so "Émile" ≠ "émile" there.
 */
export function identityKey(text: string) {
  // NFKC makes composed and decomposed accents, ligatures and full-width letters one; upper then
  // lower case folds what lower case alone leaves apart (ß and SS, final ς and σ).
  return text.trim().normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/** The stored keys of a user's username and e-mail address. */
export function userKeys(user: { username: string; email: string }) {
  return { usernameKey: identityKey(user.username), emailKey: identityKey(user.email) };
}
