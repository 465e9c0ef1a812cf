import { type RichTextFontKey, fontsUsedIn } from '#shared/rich-text.ts';

/*
 * The editor's fonts are self-hosted from @fontsource, but no page downloads one until a text uses it: each font's
 * stylesheets (its @font-face rules, regular and bold; the browser then fetches only the glyph files the text needs)
 * are separate chunks imported on demand. Inter's Latin letters and Noto Sans Bengali's Bengali letters are in the
 * first download already (styles.css); their other subsets (Inter's Latin Extended, Noto Sans Bengali's Latin
 * letters) come the same way.
 */
const STYLESHEETS: Record<RichTextFontKey, () => Promise<unknown>> = {
  'hind-siliguri': () =>
    Promise.all([import('@fontsource/hind-siliguri/400.css'), import('@fontsource/hind-siliguri/700.css')]),
  // its Bengali letters are the site's own face (styles.css, every weight): only its Latin letters come here
  'noto-sans-bengali': () => import('./noto-sans-bengali-latin.css'),
  'noto-serif-bengali': () =>
    Promise.all([import('@fontsource/noto-serif-bengali/400.css'), import('@fontsource/noto-serif-bengali/700.css')]),
  'baloo-da-2': () => Promise.all([import('@fontsource/baloo-da-2/400.css'), import('@fontsource/baloo-da-2/700.css')]),
  'tiro-bangla': () => import('@fontsource/tiro-bangla/400.css'),
  inter: () => Promise.all([import('@fontsource/inter/400.css'), import('@fontsource/inter/700.css')]),
  roboto: () => Promise.all([import('@fontsource/roboto/400.css'), import('@fontsource/roboto/700.css')]),
  poppins: () => Promise.all([import('@fontsource/poppins/400.css'), import('@fontsource/poppins/700.css')]),
  merriweather: () =>
    Promise.all([import('@fontsource/merriweather/400.css'), import('@fontsource/merriweather/700.css')]),
  'jetbrains-mono': () =>
    Promise.all([import('@fontsource/jetbrains-mono/400.css'), import('@fontsource/jetbrains-mono/700.css')]),
};

const loading = new Map<RichTextFontKey, Promise<unknown>>();

/** Starts loading one font's stylesheets (once per page). */
export function loadFont(key: RichTextFontKey): Promise<unknown> {
  let pending = loading.get(key);
  if (!pending) {
    // A font that fails to load leaves the text in its fallback family; the next use tries again.
    pending = STYLESHEETS[key]().catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads every listed font the HTML names in a font-family declaration, and no other. */
export function loadFontsUsedIn(html: string | null | undefined): void {
  for (const font of fontsUsedIn(html)) void loadFont(font.key);
}

/** Which fonts have been asked for so far (for tests). */
export function requestedFonts(): RichTextFontKey[] {
  return [...loading.keys()];
}
