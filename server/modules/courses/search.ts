import { htmlToText } from '#shared/html-text.ts';

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

/** The stored search text of a course: plain text of name and description, tags and the instructor. */
export function courseSearchText(course: {
  name: string;
  description: string;
  tags: string;
  instructorName: string;
}): string {
  return normaliseSearch(
    [
      htmlToText(course.name),
      htmlToText(course.description),
      course.tags.replace(/,/g, ' '),
      course.instructorName,
    ].join(' '),
  );
}

/** The words of a query (at most 8): each must match the course's text or its category title. */
export function searchTerms(query: string | undefined): string[] {
  if (!query) return [];
  return [...new Set(normaliseSearch(query).split(' ').filter(Boolean))].slice(0, 8);
}

/** pg_trgm's `<%` compares words of at least this many characters (shorter ones match by ILIKE only). */
export const TRIGRAM_MIN_LENGTH = 3;
/**
 * How close a searched word must be to a word of the course (pg_trgm's word_similarity, 0–1). 0.5 lets one typo
 * through in a word of 6 or more letters ("javscript", "পাইথান") without matching unrelated words.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** A LIKE pattern matching `term` anywhere, with LIKE's wildcards in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
