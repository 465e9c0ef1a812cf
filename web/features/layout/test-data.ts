import { DEFAULT_BANNER, DEFAULT_FOOTER } from '#shared/content/layout-defaults.ts';
import type { Banner, Category, Footer } from '#shared/content/layout.ts';

/** Answers of GET /layouts/public/layout/{type} in the contract's shape, for the layout component tests. */
export function layoutAnswers({
  banner = {},
  categories = [],
  footer = DEFAULT_FOOTER,
}: { banner?: Partial<Banner>; categories?: Category[]; footer?: Footer } = {}) {
  return {
    '/layouts/public/layout/Banner': {
      success: true,
      layout: { type: 'Banner', banner: { ...DEFAULT_BANNER, ...banner } },
    },
    '/layouts/public/layout/Categories': { success: true, layout: { type: 'Categories', categories } },
    '/layouts/public/layout/Footer': { success: true, layout: { type: 'Footer', footer } },
  };
}
