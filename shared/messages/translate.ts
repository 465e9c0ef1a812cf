/**
 * The server's sentences in the reader's language (issue 34): one catalogue per language (./en.json, ./bn.json),
 * found by the English sentence itself, as the server and the shared schemas write it (decision 0066), so no throw
 * site changes. A sentence with figures or names is an entry with `{{name}}` places: the English text is matched
 * against it and the values are carried into the other language's text (a figure in that language's digits).
 * `errors.<code>` holds one sentence per error code, for an answer whose words this build does not know.
 */
export type Catalogue = { [key: string]: string | Catalogue };

export interface MessageTranslator {
  /**
   * `english` in the catalogue's language, or null when the catalogue does not hold it; `exactOnly`: only a sentence
   * held word for word (a form words a bound of its field itself, naming the field by its label).
   */
  (english: string, exactOnly?: boolean): string | null;
}

const PLACE = /\{\{\s*(\w+)\s*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function leaves(node: Catalogue, prefix = '', out: [string, string][] = []): [string, string][] {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.push([path, value]);
    else leaves(value, path, out);
  }
  return out;
}

function find(node: Catalogue, path: string): string | undefined {
  let at: string | Catalogue | undefined = node;
  for (const part of path.split('.')) at = typeof at === 'object' ? at[part] : undefined;
  return typeof at === 'string' ? at : undefined;
}

/** A value that is a figure (a count, an amount, a percentage), not a name or an address holding digits. */
const FIGURE = /^[৳$]?\d[\d,]*(\.\d+)?%?$/;

/** Fills `{{name}}` places; a figure is written by `localize` (in the target language's digits). */
export function fillPlaces(text: string, values: Record<string, string>, localize: (value: string) => string): string {
  return text.replace(PLACE, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return FIGURE.test(value) ? localize(value) : value;
  });
}

/**
 * A translator from the English catalogue to `target`. `localize` writes a value carried into the sentence (its
 * digits) in the target language. Made once per pair of catalogues (the server: at start; the web: when the
 * namespace is loaded).
 */
export function messageTranslator(
  english: Catalogue,
  target: Catalogue,
  localize: (value: string) => string = (value) => value,
): MessageTranslator {
  const exact = new Map<string, string>();
  const patterns: { regex: RegExp; names: string[]; text: string }[] = [];
  for (const [path, text] of leaves(english)) {
    const translated = find(target, path);
    if (translated === undefined) continue;
    if (!text.includes('{{')) {
      if (!exact.has(text)) exact.set(text, translated);
      continue;
    }
    const names: string[] = [];
    const source = text
      .split(PLACE)
      .map((part, i) => (i % 2 === 1 ? (names.push(part), '(.+?)') : escapeRegExp(part)))
      .join('');
    patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, text: translated });
  }
  return (sentence: string, exactOnly = false) => {
    const found = exact.get(sentence);
    if (found !== undefined) return found;
    if (exactOnly) return null;
    for (const { regex, names, text } of patterns) {
      const match = regex.exec(sentence);
      if (!match) continue;
      const values: Record<string, string> = {};
      names.forEach((name, i) => {
        const value = match[i + 1]!;
        // a value that is itself a sentence of the catalogue (a field's name) is translated too
        values[name] = exact.get(value) ?? value;
      });
      return fillPlaces(text, values, localize);
    }
    return null;
  };
}

/** The sentence of an error code in the catalogue (`errors.<code>`), if it has one. */
export const errorSentence = (catalogue: Catalogue, code: string): string | undefined =>
  find(catalogue, `errors.${code}`);

export const catalogueLeaves = (catalogue: Catalogue): [string, string][] => leaves(catalogue);
