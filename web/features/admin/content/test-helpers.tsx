import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { DEFAULT_BANNER, DEFAULT_FAQ_HEADER, DEFAULT_FOOTER } from '#shared/content/layout-defaults.ts';
import type { Banner, Category, FaqItem, Footer } from '#shared/content/layout.ts';
import { type ApiStub, renderPage, stubApi } from '#web/test/render.tsx';

/** Test-only helpers of the content editors' tests. */
export const LAYOUT = (type: string) => `/layouts/public/layout/${type}`;
export const UPDATE = '/layouts/admin/update-layout';

export const bannerAnswer = (banner: Partial<Banner> = {}) => ({
  success: true,
  layout: { type: 'Banner', banner: { ...DEFAULT_BANNER, ...banner } },
});
export const categoriesAnswer = (categories: Category[]) => ({
  success: true,
  layout: { type: 'Categories', categories },
});
export const faqAnswer = (faq: FaqItem[], faqHeader = DEFAULT_FAQ_HEADER) => ({
  success: true,
  layout: { type: 'FAQ', faq, faqHeader },
});
export const footerAnswer = (footer: Footer = DEFAULT_FOOTER) => ({
  success: true,
  layout: { type: 'Footer', footer },
});

export const CAT_A = { _id: '0b9f5a4e-5d0c-4c39-9a51-0f4a3f1e0a01', title: 'Programming' };
export const CAT_B = { _id: '0b9f5a4e-5d0c-4c39-9a51-0f4a3f1e0a02', title: 'Design' };

/** Renders an editor page with a Toaster and the stubbed API; answers the calls made with a given path. */
export function renderEditor(page: ReactElement, answers: ApiStub) {
  const fetchMock = stubApi(answers);
  const view = renderPage(page);
  render(<Toaster />);
  const callsTo = (path: string, method?: string) =>
    (fetchMock.mock.calls as unknown as [string, RequestInit | undefined][]).filter(
      ([input, init]) => String(input).endsWith(path) && (!method || (init?.method ?? 'GET') === method),
    );
  const bodyOf = (path: string) => {
    const calls = callsTo(path).filter(([, init]) => init?.body !== undefined);
    return JSON.parse(String(calls.at(-1)?.[1]?.body)) as unknown;
  };
  return { ...view, fetchMock, callsTo, bodyOf };
}
