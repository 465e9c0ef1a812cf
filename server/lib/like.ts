/** A LIKE / ILIKE pattern matching `term` anywhere, with LIKE's wildcards (% _ \) in the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
