/**
 * What the browser build loads for `pluralize` (`vite.config.ts`), which refine's core imports for
 * its default text transformers: a resource's name made plural or singular for a title or a
 * notification that has no translation. Every text the app shows has one, and the names refine
 * turns are the app's own (orders, packages, users, stats, their labels' keys): plain English
 * plurals, which these few rules turn as pluralize does (`pluralize-stand-in.test.ts` holds them
 * to it). pluralize's rules for every English word were 1.8 KB gzip of the dashboard and each list
 * (`npm run bench:web -- --by-package`).
 */

/** `word` in the case of `like`: lower, upper, or capitalised (as pluralize restores it). */
function inCaseOf(like: string, word: string): string {
  if (like === like.toLowerCase()) return word.toLowerCase();
  if (like === like.toUpperCase()) return word.toUpperCase();
  return `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`;
}

/** A word ending in a consonant and y ("activity"). */
const consonantY = /[^aeiou]y$/i;

function plural(word: string): string {
  if (/ss$/i.test(word)) return inCaseOf(word, `${word}es`);
  // Already plural ("orders", "stats").
  if (/s$/i.test(word)) return word;
  return inCaseOf(word, consonantY.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`);
}

function singular(word: string): string {
  if (/ies$/i.test(word)) return inCaseOf(word, `${word.slice(0, -3)}y`);
  if (/[^s]s$/i.test(word)) return inCaseOf(word, word.slice(0, -1));
  return word;
}

/** `word` for `count` of it, as pluralize's own call; with its `plural` and `singular`. */
const pluralize = Object.assign(
  (word: string, count = 2): string => (count === 1 ? singular(word) : plural(word)),
  { plural, singular },
);

export default pluralize;
