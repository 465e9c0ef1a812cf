import { readCookie, writeCookie } from '#web/lib/preference-cookie.ts';
import { ssrState } from '#web/lib/ssr-state.ts';
import { type Strings, Translator } from './translator.ts';

/**
 * UI strings live in one JSON file per namespace and language: locales/en/<ns>.json and locales/bn/<ns>.json.
 * The shell and home page namespaces ship in the first download; every other namespace is fetched when a route
 * or component needs it (`loadNamespaces`, called by the route table before a page renders), so the home page's
 * initial JavaScript does not grow with each feature's strings. The test setup loads every namespace up front.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'pathshala:lang';
/** The same choice in a cookie, so the server renders a page in the reader's language (server/plugins/spa.ts). */
export const LANGUAGE_COOKIE = 'pathshala_lang';
export const INITIAL_NAMESPACES = ['common', 'layout', 'home'] as const;

// Every file is fetched when first needed. A server-rendered page brings the strings it used in its HTML (so its first
// render needs no fetch); a page the browser renders fetches the shell's namespaces before its first render
// (main.tsx awaits `i18nReady`). No strings ride in the first download's JavaScript (issue 12's budget).
// The server's sentences (shared/messages) are the `messages` namespace: one catalogue for both ends (issue 34).
const lazyFiles = {
  ...import.meta.glob<Strings>('./locales/*/*.json', { import: 'default' }),
  ...asMessagesNamespace(import.meta.glob<Strings>('../../shared/messages/*.json', { import: 'default' })),
};

/** shared/messages/<language>.json named as the `messages` namespace's files of locales/. */
export function asMessagesNamespace<T>(files: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(files).map(([file, value]) => [
      file.replace(/^.*\/(\w+)\.json$/, './locales/$1/messages.json'),
      value,
    ]),
  );
}

export function byLanguage(files: Record<string, Strings>): Record<Language, Record<string, Strings>> {
  const out: Record<Language, Record<string, Strings>> = { en: {}, bn: {} };
  for (const [file, strings] of Object.entries(files)) {
    const match = /\.\/locales\/(en|bn)\/([\w-]+)\.json$/.exec(file);
    if (match) out[match[1] as Language][match[2]!] = strings;
  }
  return out;
}

/** The strings a server-rendered page brought in its HTML (web/lib/ssr-state.ts); the rest is fetched. */
export const resources = byLanguage({});
for (const [language, namespaces] of Object.entries(ssrState()?.strings ?? {})) {
  if (language === 'en' || language === 'bn') Object.assign(resources[language], namespaces);
}

/** Every namespace that exists (tests load them all before they run). */
export const ALL_NAMESPACES = [
  ...new Set(Object.keys(lazyFiles).map((file) => /\/([\w-]+)\.json$/.exec(file)?.[1] ?? 'common')),
];

/** Fetches namespaces (for the current language, and later languages as they are chosen) before a page renders. */
export function loadNamespaces(...namespaces: string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export function storedLanguage(): Language {
  const cookie = readCookie(LANGUAGE_COOKIE);
  if (cookie === 'en' || cookie === 'bn') return cookie;
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved === 'en' || saved === 'bn') return saved;
  } catch {
    // storage blocked: fall back to English
  }
  return 'en';
}

const i18n = new Translator({
  language: 'en',
  defaultNamespace: 'common',
  resources,
  loader: async (language, namespace) => {
    const load = lazyFiles[`./locales/${language}/${namespace}.json`];
    return load ? await load() : null;
  },
});

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  writeCookie(LANGUAGE_COOKIE, lng);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // not remembered; still switched
  }
});

/** Resolves once the chosen language's initial strings are in: render after it to avoid a flash of English. */
export const i18nReady: Promise<unknown> = (async () => {
  const ssr = ssrState();
  // a server-rendered page brought every string it shows, in its language and in English
  if (!ssr) await i18n.loadNamespaces(INITIAL_NAMESPACES);
  const language = typeof window === 'undefined' ? 'en' : (ssr?.language ?? storedLanguage());
  if (language !== i18n.language) await i18n.changeLanguage(language);
})();
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export default i18n;
