/**
 * The letters shown in a picture's place: a person's first and last names ("Maria Alvarez" → MA),
 * a business's first two words ("Rosie's Diner" → RD). Words that start with neither a letter nor
 * a digit ("&", "–") are passed over.
 */
export function initialsOf(name: string, of: 'person' | 'business') {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const picked = of === 'business' ? words.slice(0, 2) : [words[0], words.slice(1).at(-1)];
  return picked
    .flatMap((word) => (word ? [word[0]] : []))
    .join('')
    .toUpperCase();
}
