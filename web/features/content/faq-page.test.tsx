import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndpointAnswer } from '#shared/endpoint.ts';
import { layoutsApi } from '#shared/endpoints/content.ts';
import { answer, fail, PENDING, renderPage, stubApi } from '#web/test/render.tsx';
import { FaqPage } from './faq-page.tsx';

const faqLayout = (
  faq: Array<{ _id: string; question: string; answer: string }>,
  faqHeader = { title: 'Got questions?', subTitle: 'We have answers' },
): EndpointAnswer<typeof layoutsApi.get> => ({
  success: true,
  layout: { type: 'FAQ', faq, faqHeader },
});
const items = [
  {
    _id: 'q1',
    question: 'How do I pay?',
    answer: '<p>Pay with <strong>bKash</strong> or a card.</p>',
  },
  { _id: 'q2', question: 'কোর্সের মেয়াদ কতদিন?', answer: 'আজীবন।\nযতবার খুশি দেখুন।' },
  { _id: 'q3', question: 'Can I get a refund?', answer: 'Within 7 days.' },
];

afterEach(() => vi.unstubAllGlobals());

describe('FAQ page', () => {
  it('shows the FAQ header from the layout', async () => {
    stubApi([answer(layoutsApi.get, faqLayout(items))]);
    renderPage(<FaqPage />, { path: '/faq' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Got questions?' })).toBeInTheDocument();
    expect(screen.getByText('We have answers')).toBeInTheDocument();
  });

  it('keeps only one answer open at a time, and a second click closes it', async () => {
    const user = userEvent.setup();
    stubApi([answer(layoutsApi.get, faqLayout(items))]);
    renderPage(<FaqPage />, { path: '/faq' });

    const first = await screen.findByRole('button', { name: 'How do I pay?' });
    const second = screen.getByRole('button', { name: 'কোর্সের মেয়াদ কতদিন?' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent('Pay with bKash or a card.');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region')).toHaveTextContent('আজীবন।');
    expect(screen.getByText(/Pay with/)).not.toBeVisible();

    await user.click(second);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the answers as the server sanitised them and gives Bengali text the Bengali font', async () => {
    const user = userEvent.setup();
    stubApi([answer(layoutsApi.get, faqLayout(items))]);
    renderPage(<FaqPage />, { path: '/faq' });

    await user.click(await screen.findByRole('button', { name: 'How do I pay?' }));
    const region = screen.getByRole('region');
    expect(within(region).getByText('bKash').tagName).toBe('STRONG');

    const bengali = screen.getByRole('button', { name: 'কোর্সের মেয়াদ কতদিন?' });
    expect(within(bengali).getByText('কোর্সের মেয়াদ কতদিন?')).toHaveClass('font-bengali');
  });

  it('shows skeletons while loading, then an empty state when there are no questions', async () => {
    stubApi([answer(layoutsApi.get, PENDING)]);
    const { unmount } = renderPage(<FaqPage />, { path: '/faq' });
    expect((await screen.findAllByTestId('skeleton')).length).toBeGreaterThan(0);
    unmount();
    vi.unstubAllGlobals();

    stubApi([answer(layoutsApi.get, faqLayout([]))]);
    renderPage(<FaqPage />, { path: '/faq' });
    expect(await screen.findByText('No Questions Yet')).toBeInTheDocument();
  });

  it('shows a failed load inline with Retry', async () => {
    let failing = true;
    stubApi([answer(layoutsApi.get, () => (failing ? fail('service_unavailable', 'down') : faqLayout(items)))]);
    renderPage(<FaqPage />, { path: '/faq' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the questions.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Can I get a refund?' })).toBeInTheDocument();
  });
});
