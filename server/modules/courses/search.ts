import { htmlToText } from '#shared/html-text.ts';
import { LANGUAGES, type Bilingual } from '#shared/bilingual.ts';

/**
 * Search text: NFC-normalised, lower-cased in JavaScript (PostgreSQL's lower() under the C locale of PGlite only
 * folds ASCII), joiners removed (Bengali keyboards insert ZWJ/ZWNJ inconsistently) and whitespace collapsed.
 * The same function prepares the stored `searchText` and the query, so a LIKE between them is case-insensitive
 * for English and exact-but-normalised for Bengali on both PGlite and PostgreSQL.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The stored search text of a course: plain text of name and description and the tags, in both languages (a
 * Bengali reader's "পাইথন" finds the course whose Bengali name says it), and the instructor.
 */
export function courseSearchText(course: {
  name: Bilingual;
  description: Bilingual;
  tags: Bilingual;
  instructorName: string;
}): string {
  return normaliseSearch(
    [
      ...LANGUAGES.flatMap((l) => [
        htmlToText(course.name[l]),
        htmlToText(course.description[l]),
        course.tags[l].replace(/,/g, ' '),
      ]),
      course.instructorName,
    ].join(' '),
  );
}

/** The words of a query (at most 8): each must match the course's text or its category title. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  return [...new Set(normaliseSearch(query).split(' ').filter(Boolean))].slice(0, 8);
}

/**
 * What separates the words of a search text in the dictionary of course words (course_search_words, filled by
 * migration 0023's trigger with the same class): anything but Latin letters, digits and Bengali.
 */
export const SEARCH_WORD_SEPARATOR = /[^0-9a-z\u00c0-\u024f\u0980-\u09ff]+/u;
/** Words shorter than this are never corrected (too few letters to tell a typo from another word). */
export const CORRECTION_MIN_LENGTH = 4;
/**
 * How close (pg_trgm's similarity, 0–1) a dictionary word must be to a searched word to be looked at: low, so a
 * swapped pair ("pyhton": 0.27 to "python") is among them; the edit distance then decides.
 */
export const CANDIDATE_SIMILARITY = 0.2;
/** Dictionary words looked at per searched word (the closest by trigram similarity). */
export const CANDIDATES_PER_WORD = 30;

/** Edits a misspelling may have: one in a word of 4–7 letters, two from 8. */
export const allowedEdits = (word: string): number =>
  word.length < CORRECTION_MIN_LENGTH ? 0 : word.length < 8 ? 1 : 2;

/**
 * The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two neighbouring
 * letters each count one ("pyhton" → "python" is 1, "react" → "real" is 2). Stops early past `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length]!;
}

/**
 * The corrections of a searched word among the dictionary words close to it: none when the word is itself a word
 * of the courses, or the start of one ("prog"), since then it is what was meant; else the words within its
 * allowed edits, closest first (at most 3). `asPrefix`: the word is the start of what the reader is typing.
 */
export function correctionsOf(
  term: string,
  candidates: readonly string[],
  options: { asPrefix?: boolean } = {},
): string[] {
  const max = allowedEdits(term);
  if (max === 0 || candidates.some((word) => word.startsWith(term))) return [];
  // a word still being typed ("javs") is compared with the starts of the words ("java", "javas")
  const distanceTo = (word: string) =>
    options.asPrefix
      ? Math.min(
          ...[term.length - 1, term.length, term.length + 1].map((n) => editDistance(term, word.slice(0, n), max)),
        )
      : editDistance(term, word, max);
  return candidates
    .map((word) => ({ word, distance: distanceTo(word) }))
    .filter((c) => c.distance <= max)
    .sort((a, b) => a.distance - b.distance || a.word.localeCompare(b.word))
    .slice(0, 3)
    .map((c) => c.word);
}

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
