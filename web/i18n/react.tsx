import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import i18n from './index.ts';
import type { TFunction, Translator } from './translator.ts';

/**
 * React's side of the translator (decision 0042), with react-i18next's names so components read as before:
 * `const { t, i18n } = useTranslation('catalogue')`. A component re-renders when the language changes or strings
 * arrive; `I18nProvider` gives a server render its own instance (its language, the namespaces it used).
 */
const I18nContext = createContext<Translator>(i18n);

export function I18nProvider({ i18n: instance, children }: { i18n: Translator; children: ReactNode }) {
  return <I18nContext value={instance}>{children}</I18nContext>;
}

/**
 * `namespaces`: the first is the one `t` looks in (react-i18next's default); the others are fetched with it, for
 * keys written `ns:key`. Namespaces not loaded yet are fetched, and the component renders again when they arrive.
 */
export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: Translator;
  /** Every namespace asked for is loaded in the current language. */
  ready: boolean;
} {
  const instance = useContext(I18nContext);
  const version = useSyncExternalStore(instance.subscribe, instance.getVersion, instance.getVersion);
  const list = namespaces === undefined ? [] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = list.join(' ');
  const missing = list.filter((ns) => !instance.hasResourceBundle(instance.language, ns));
  if (missing.length > 0 && typeof window !== 'undefined') void instance.loadNamespaces(missing).catch(() => undefined);
  for (const ns of list.slice(1)) instance.usedNamespaces.add(ns);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` for a new language or new strings
  const t = useMemo(() => instance.getFixedT(null, list[0]), [instance, key, version]);
  return { t, i18n: instance, ready: missing.length === 0 };
}

/**
 * The current language, for a component that needs nothing else of the translator: it re-renders when the language
 * changes, not when strings arrive (components/ui/deferred.tsx: an update must not reach a part waiting to hydrate).
 */
export function useLanguage(): string {
  const instance = useContext(I18nContext);
  const language = () => instance.language;
  return useSyncExternalStore(instance.subscribe, language, language);
}
