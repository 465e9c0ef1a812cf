import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';
import { DEFAULT_BANNER, DEFAULT_FAQ_HEADER, DEFAULT_FOOTER } from '#shared/content/layout-defaults.ts';
import type { Banner, Category, FaqItem, Footer } from '#shared/content/layout.ts';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { callsTo, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';

/** Test-only helpers of the content editors' tests. */
export const UPDATE = layoutsApi.update.path;

type LayoutAnswer = EndpointAnswer<typeof layoutsApi.get>;
export const bannerAnswer = (banner: Partial<Banner> = {}): LayoutAnswer => ({
  success: true,
  layout: { type: 'Banner', banner: { ...DEFAULT_BANNER, ...banner } },
});
export const categoriesAnswer = (categories: Category[]): LayoutAnswer => ({
  success: true,
  layout: { type: 'Categories', categories },
});
export const faqAnswer = (faq: FaqItem[], faqHeader = DEFAULT_FAQ_HEADER): LayoutAnswer => ({
  success: true,
  layout: { type: 'FAQ', faq, faqHeader },
});
export const footerAnswer = (footer: Footer = DEFAULT_FOOTER): LayoutAnswer => ({
  success: true,
  layout: { type: 'Footer', footer },
});

export const CAT_A = { _id: '0b9f5a4e-5d0c-4c39-9a51-0f4a3f1e0a01', title: 'Programming' };
export const CAT_B = { _id: '0b9f5a4e-5d0c-4c39-9a51-0f4a3f1e0a02', title: 'Design' };

/** Renders an editor page with a Toaster and the stubbed API; reads the calls made to a path. */
export function renderEditor(page: ReactElement, answers: StubEntry[]) {
  const fetchMock = stubApi(answers);
  const view = renderPage(page);
  render(<Toaster />);
  return {
    ...view,
    fetchMock,
    callsTo: (path: string, method?: string) => callsTo(fetchMock, path, method),
    bodyOf: (path: string) => sentBody(fetchMock, path),
  };
}
