import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { reviewsAdminApi } from '#shared/endpoints/reviews.ts';
import { answer, callsTo, fail, PENDING, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import type { AdminReview } from '#web/api/reviews.ts';
import { adminReview, REVIEW_ID as ID } from './test-data.ts';
import { ReviewsPage } from './reviews-page.tsx';

const review = adminReview;
const pagination = (over = {}) => ({
  currentPage: 1,
  totalPages: 1,
  totalItems: 1,
  limit: 10,
  hasPrev: false,
  hasNext: false,
  ...over,
});
const STATS = {
  success: true as const,
  stats: { totalReviews: 12, approved: 9, pending: 3, reported: 1, averageRating: 4.25, ratingDistribution: [] },
};
const STATUS = `/reviews/admin/update-status/${ID}`;

/** Answers for the page; `answers` come first, so they replace the defaults. */
function renderReviews(answers: StubEntry[] = [], list: AdminReview[] = [review()]) {
  const fetchMock = stubApi([
    ...answers,
    answer(reviewsAdminApi.stats, STATS),
    answer(reviewsAdminApi.list, { success: true, reviews: list, pagination: pagination() }),
  ]);
  renderPage(<ReviewsPage />);
  render(<Toaster />);
  return fetchMock;
}
const listQueries = (fetchMock: ReturnType<typeof stubApi>) =>
  callsTo(fetchMock, '/reviews/admin/all').map(([input]) =>
    Object.fromEntries(new URL(String(input), 'http://localhost').searchParams),
  );

afterEach(() => vi.unstubAllGlobals());

describe('admin Reviews', () => {
  it('shows skeletons while loading and an inline error with retry', async () => {
    renderReviews([answer(reviewsAdminApi.list, PENDING), answer(reviewsAdminApi.stats, PENDING)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByTestId('reviews-loading')).toBeInTheDocument();
    cleanup();
    renderReviews([answer(reviewsAdminApi.list, fail('internal_error', 'down'))]);
    expect(await screen.findByText('Could not load this data. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the stat cards and a review with course, learner, rating, comment, date and state', async () => {
    const fetchMock = renderReviews();
    expect(await screen.findByText('12')).toBeInTheDocument();
    const cards = screen.getAllByTestId('stat-card');
    expect(cards.map((c) => c.textContent)).toEqual([
      'Total Reviews12',
      'Approved9',
      'Pending3',
      'Reported1',
      'Average Rating4.3',
    ]);
    const item = within(screen.getByTestId('admin-review'));
    expect(item.getByText('TypeScript from Zero')).toBeInTheDocument();
    expect(item.getByText('Karim')).toBeInTheDocument();
    expect(item.getByText('karim@example.com')).toBeInTheDocument();
    expect(item.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(item.getByText('Very clear lessons')).toBeInTheDocument();
    expect(item.getByText('5 Mar 2026')).toBeInTheDocument();
    expect(item.getByText('Pending')).toBeInTheDocument();
    expect(item.getByText('Reported 2 times')).toBeInTheDocument();
    expect(listQueries(fetchMock)[0]).toEqual({ page: '1', limit: '10', filter: 'all' });
  });

  it('filters by what the server supports and pages through the answer', async () => {
    const user = userEvent.setup();
    const fetchMock = renderReviews([
      answer(reviewsAdminApi.list, {
        success: true,
        reviews: [review()],
        pagination: pagination({ totalPages: 3, hasNext: true, totalItems: 25 }),
      }),
    ]);
    const filter = await screen.findByLabelText('Show');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['all', 'approved', 'pending', 'reported']);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(filter, 'reported');
    expect(listQueries(fetchMock).slice(1)).toEqual([
      { page: '2', limit: '10', filter: 'all' },
      { page: '1', limit: '10', filter: 'reported' },
    ]);
  });

  it('searches by words, learner or course from the first page once typing pauses, and says when nothing matches', async () => {
    const user = userEvent.setup();
    let lastSearch: string | null = null;
    const fetchMock = renderReviews([
      answer(reviewsAdminApi.list, ({ query }) => {
        lastSearch = query.get('search');
        return lastSearch === 'nobody'
          ? { success: true, reviews: [], pagination: pagination({ totalItems: 0, totalPages: 0 }) }
          : { success: true, reviews: [review()], pagination: pagination({ totalPages: 3, hasNext: true }) };
      }),
    ]);
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), ' karim ');
    await vi.waitFor(() => expect(lastSearch).toBe('karim'));
    expect(listQueries(fetchMock).at(-1)).toEqual({ page: '1', limit: '10', filter: 'all', search: 'karim' });
    await user.clear(screen.getByRole('searchbox', { name: 'Search reviews' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search reviews' }), 'nobody');
    expect(await screen.findByText('No review matches “nobody”.')).toBeInTheDocument();
    // no request for every keystroke
    expect(
      listQueries(fetchMock)
        .filter((q) => q.search?.startsWith('n'))
        .map((q) => q.search),
    ).toEqual(['nobody']);
  });

  it('shows an empty state for an empty page', async () => {
    renderReviews([], []);
    expect(await screen.findByText('No reviews found')).toBeInTheDocument();
  });

  it('approves a review and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = renderReviews([
      answer(reviewsAdminApi.updateStatus, {
        success: true,
        message: 'Review approved',
        review: review({ isApproved: true }),
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Review approved')).toBeInTheDocument();
    expect(callsTo(fetchMock, STATUS, 'PUT')).toHaveLength(1);
    expect(sentBody(fetchMock, STATUS)).toEqual({ isApproved: true });
  });

  it('unapproves an approved review', async () => {
    const user = userEvent.setup();
    const fetchMock = renderReviews(
      [answer(reviewsAdminApi.updateStatus, { success: true, message: 'Review hidden', review: review() })],
      [review({ isApproved: true })],
    );
    await user.click(await screen.findByRole('button', { name: 'Unapprove' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(sentBody(fetchMock, STATUS)).toEqual({ isApproved: false });
  });

  it('sends an admin reply with the current approval and keeps it when the server refuses', async () => {
    const user = userEvent.setup();
    let isRefused = true;
    const fetchMock = renderReviews(
      [
        answer(reviewsAdminApi.updateStatus, () =>
          isRefused
            ? fail('validation_failed', 'Must be at most 1000 characters')
            : {
                success: true,
                message: 'Review approved',
                review: review({ isApproved: true, adminReply: 'Thank you!' }),
              },
        ),
      ],
      [review({ isApproved: true, adminReply: 'Thanks' })],
    );
    expect(await screen.findByText('Thanks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Reply' }));
    const box = screen.getByLabelText('Admin reply');
    expect(box).toHaveValue('Thanks');
    await user.type(box, ' you! ');
    await user.click(screen.getByRole('button', { name: 'Save Reply' }));
    expect(await screen.findByText('Must be at most 1000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Admin reply')).toHaveValue('Thanks you! ');
    isRefused = false;
    await user.click(screen.getByRole('button', { name: 'Save Reply' }));
    expect(await screen.findByText('Reply saved')).toBeInTheDocument();
    expect(screen.queryByText('Review approved')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, STATUS)).toEqual({ isApproved: true, adminReply: 'Thanks you!' });
    expect(screen.queryByLabelText('Admin reply')).not.toBeInTheDocument();
  });

  it('says the reply was removed when an emptied reply is saved, in Bengali too', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('bn');
    try {
      const fetchMock = renderReviews(
        [
          answer(reviewsAdminApi.updateStatus, {
            success: true,
            message: 'Reply removed',
            review: review({ isApproved: true }),
          }),
        ],
        [review({ isApproved: true, adminReply: 'Thanks' })],
      );
      await user.click(await screen.findByRole('button', { name: 'উত্তর সম্পাদনা' }));
      await user.clear(screen.getByLabelText('অ্যাডমিনের উত্তর'));
      await user.click(screen.getByRole('button', { name: 'উত্তর সংরক্ষণ' }));
      expect(await screen.findByText('উত্তর মুছে ফেলা হয়েছে')).toBeInTheDocument();
      expect(sentBody(fetchMock, STATUS)).toEqual({ isApproved: true, adminReply: '' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('falls back to its own text when the call fails without a message', async () => {
    const user = userEvent.setup();
    renderReviews([
      answer(reviewsAdminApi.updateStatus, () => {
        throw new TypeError('Failed to fetch');
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to update review')).toBeInTheDocument();
  });
});
