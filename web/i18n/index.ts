import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * UI strings live in one JSON file per namespace and language: locales/en/<ns>.json and locales/bn/<ns>.json.
 * Every file found is loaded, so a feature adds its strings by adding its own pair of files.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'pathshala:lang';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<Language, Record<string, Record<string, unknown>>> = { en: {}, bn: {} };
for (const [file, strings] of Object.entries(files)) {
  const match = /\.\/locales\/(en|bn)\/([\w-]+)\.json$/.exec(file);
  if (match) resources[match[1] as Language][match[2]!] = strings;
}

export function storedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (saved === 'en' || saved === 'bn') return saved;
  } catch {
    // storage blocked: fall back to English
  }
  return 'en';
}

void i18n.use(initReactI18next).init({
  resources,
  lng: typeof window === 'undefined' ? 'en' : storedLanguage(),
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en),
  interpolation: { escapeValue: false },
  returnNull: false,
});

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // not remembered; still switched
  }
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export default i18n;
