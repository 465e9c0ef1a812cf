/**
 * The app's translator (decision 0042): the part of i18next's behaviour our strings use, in a small fraction of
 * i18next's size (issue 12's JavaScript budget). Same JSON files, same rules:
 *
 * - `t('key')`, `t('a.b')` (nested), `t('ns:key')`, `t(['first', 'fallback'])`; a missing key answers the key.
 * - Lookup order as i18next's: for each key, each namespace, each language (the current one, then English).
 * - `{{name}}` interpolation without escaping (React escapes), `{{count, number}}` through Intl.NumberFormat of the
 *   current language; a variable not given is left as written.
 * - Plurals when `count` is a number: `key_zero` (count 0), then `key_<Intl.PluralRules category>`, then `key`.
 * - `defaultValue` when no key is found.
 *
 * `web/i18n/translator.test.ts` checks every string of every namespace in both languages against i18next itself.
 */
export type Strings = Record<string, unknown>;
/** language → namespace → strings */
export type Resources = Record<string, Record<string, Strings>>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  /** The namespace to look in when the key names none. */
  ns?: string;
  /** Another language than the current one, for this call. */
  lng?: string;
  [variable: string]: unknown;
}
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;

export type Loader = (language: string, namespace: string) => Promise<Strings | null>;

const FALLBACK_LANGUAGE = 'en';
const INTERPOLATION = /\{\{(.+?)\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** `{{value, number}}`'s formatter, made once per language (making one costs far more than using it). */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format;
}

function find(strings: Strings | undefined, key: string): unknown {
  if (!strings) return undefined;
  if (Object.prototype.hasOwnProperty.call(strings, key)) return strings[key];
  let node: unknown = strings;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, part))
      return undefined;
    node = (node as Strings)[part];
  }
  return node;
}

export class Translator {
  language: string;
  readonly defaultNamespace: string;
  /** Shared by clones: strings loaded once serve every instance. */
  private readonly resources: Resources;
  private readonly loader: Loader | undefined;
  private readonly listeners = new Set<(language: string) => void>();
  private readonly pending = new Map<string, Promise<void>>();
  /** Namespaces a component asked for (a server render hands exactly those to the browser). */
  readonly usedNamespaces = new Set<string>();

  constructor(options: { language: string; defaultNamespace: string; resources: Resources; loader?: Loader }) {
    this.language = options.language;
    this.defaultNamespace = options.defaultNamespace;
    this.resources = options.resources;
    this.loader = options.loader;
    this.lastLanguage = options.language;
  }

  /** i18next's name for the language in use. */
  get resolvedLanguage(): string {
    return this.language;
  }

  /** The same strings in another language, for one server render. */
  cloneInstance(options: { lng: string }): Translator {
    return new Translator({
      language: options.lng,
      defaultNamespace: this.defaultNamespace,
      resources: this.resources,
      loader: this.loader,
    });
  }

  private languages(language = this.language): string[] {
    return language === FALLBACK_LANGUAGE ? [FALLBACK_LANGUAGE] : [language, FALLBACK_LANGUAGE];
  }

  t: TFunction = (keys, options = {}) => {
    const list = typeof keys === 'string' ? [keys] : keys;
    const count = typeof options.count === 'number' ? options.count : undefined;
    let found: string | undefined;
    let lastKey = '';
    for (const whole of list) {
      const split = whole.indexOf(':');
      const namespace = split > 0 ? whole.slice(0, split) : (options.ns ?? this.defaultNamespace);
      const key = split > 0 ? whole.slice(split + 1) : whole;
      lastKey = key;
      for (const language of this.languages(options.lng)) {
        const strings = this.resources[language]?.[namespace];
        const candidates = count === undefined ? [key] : [`${key}_${pluralCategory(language, count)}`, key];
        if (count === 0) candidates.unshift(`${key}_zero`);
        for (const candidate of candidates) {
          const value = find(strings, candidate);
          if (typeof value === 'string') {
            found = value;
            break;
          }
        }
        if (found !== undefined) break;
      }
      if (found !== undefined) break;
    }
    return this.interpolate(found ?? options.defaultValue ?? lastKey, options, options.lng ?? this.language);
  };

  /**
   * `t` bound to a language (null: the current one, whichever it is when called) and a namespace, as i18next's
   * getFixedT (what useTranslation hands a component).
   */
  getFixedT(language: string | null, namespace?: string): TFunction {
    const ns = namespace ?? this.defaultNamespace;
    this.usedNamespaces.add(ns);
    return (keys, options) =>
      this.t(keys, { ...(language ? { lng: language } : {}), ...options, ns: options?.ns ?? ns });
  }

  private interpolate(text: string, options: TOptions, language: string): string {
    if (!text.includes('{{')) return text;
    return text.replace(INTERPOLATION, (whole, inner: string) => {
      const [name = '', format] = inner.split(',').map((part) => part.trim());
      const value = options[name];
      if (value === undefined) return whole;
      if (format === 'number' && typeof value === 'number') return numberFormat(language).format(value);
      return value === null ? '' : String(value);
    });
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    return Boolean(this.resources[language]?.[namespace]);
  }

  getResourceBundle(language: string, namespace: string): Strings | undefined {
    return this.resources[language]?.[namespace];
  }

  addResourceBundle(language: string, namespace: string, strings: Strings): void {
    (this.resources[language] ??= {})[namespace] = strings;
  }

  private load(language: string, namespace: string): Promise<void> {
    if (this.hasResourceBundle(language, namespace) || !this.loader) return Promise.resolve();
    const id = `${language}/${namespace}`;
    let loading = this.pending.get(id);
    if (!loading) {
      loading = this.loader(language, namespace).then(
        (strings) => {
          this.addResourceBundle(language, namespace, strings ?? {});
          this.pending.delete(id);
          this.emit();
        },
        (error: unknown) => {
          this.pending.delete(id);
          throw error;
        },
      );
      this.pending.set(id, loading);
    }
    return loading;
  }

  /** Fetches namespaces in the current language and its fallback. */
  async loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    await Promise.all(this.languages().flatMap((language) => list.map((ns) => this.load(language, ns))));
  }

  /** Fetches every namespace already loaded in some language, in these languages too. */
  async loadLanguages(languages: readonly string[]): Promise<void> {
    const namespaces = new Set(Object.values(this.resources).flatMap((byNs) => Object.keys(byNs)));
    await Promise.all(languages.flatMap((language) => [...namespaces].map((ns) => this.load(language, ns))));
  }

  /** Switches once the new language has every namespace the current one has. */
  async changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      const namespaces = Object.keys(this.resources[this.language] ?? {});
      await Promise.all(namespaces.map((ns) => this.load(language, ns)));
      this.language = language;
      this.emit();
    }
    return this.t;
  }

  /** `languageChanged` listeners (i18next's event name), told the new language. */
  on(event: 'languageChanged', listener: (language: string) => void): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(event: 'languageChanged', listener: (language: string) => void): void {
    if (event === 'languageChanged') this.listeners.delete(listener);
  }

  /** Changes of language or loaded strings, for React (web/i18n/react.tsx). */
  private version = 0;
  private readonly subscribers = new Set<() => void>();
  subscribe = (subscriber: () => void): (() => void) => {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  };
  getVersion = (): number => this.version;

  private lastLanguage: string;
  private emit(): void {
    this.version++;
    for (const subscriber of this.subscribers) subscriber();
    if (this.language !== this.lastLanguage) {
      this.lastLanguage = this.language;
      for (const listener of this.listeners) listener(this.language);
    }
  }
}
