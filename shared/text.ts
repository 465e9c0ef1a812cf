/** The Bengali Unicode block (U+0980–U+09FF): text containing any of it gets the Bengali font (design.md §6). */
const BENGALI = /[\u0980-\u09FF]/;

/** True when the text contains at least one Bengali character. */
export function hasBengali(text: string | null | undefined): boolean {
  return typeof text === 'string' && BENGALI.test(text);
}
