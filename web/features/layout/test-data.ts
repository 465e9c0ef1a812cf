import { DEFAULT_BANNER, DEFAULT_FOOTER } from '#shared/content/layout-defaults.ts';
import type { Banner, Category, Footer } from '#shared/content/layout.ts';
import type { StubEntry } from '#web/test/api-stub.ts';
import { layoutAnswer } from '#web/test/layout-answers.ts';

/** Answers of GET /layouts/public/layout/{type} for the shell's three pieces, for the layout component tests. */
export function layoutAnswers({
  banner = {},
  categories = [],
  footer = DEFAULT_FOOTER,
}: { banner?: Partial<Banner>; categories?: Category[]; footer?: Footer } = {}): StubEntry[] {
  return [
    layoutAnswer({ type: 'Banner', banner: { ...DEFAULT_BANNER, ...banner } }),
    layoutAnswer({ type: 'Categories', categories }),
    layoutAnswer({ type: 'Footer', footer }),
  ];
}
