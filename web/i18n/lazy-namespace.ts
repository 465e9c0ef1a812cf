import i18n from './index.ts';

/**
 * Registers a namespace that is NOT in web/i18n/locales (those are bundled into the first load): features off
 * the home page's path (accounts, profile) keep their strings beside their code, so the strings travel in the
 * feature's own lazy chunk. Call at module level of the feature's entry file; idempotent.
 */
export function addLazyNamespace(ns: string, strings: { en: Record<string, unknown>; bn: Record<string, unknown> }): void {
  for (const lng of ['en', 'bn'] as const) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, strings[lng], true, false);
  }
}
