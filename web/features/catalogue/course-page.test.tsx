import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseDetail, PublicReview } from '#shared/catalogue.ts';
import { coursesApi } from '#shared/endpoints/courses.ts';
import { reviewsApi } from '#shared/endpoints/reviews.ts';
import { courseSummary, publicReview } from '#web/components/course/test-data.ts';
import { answer, renderPage, sentBody, stubApi, type StubEntry } from '#web/test/render.tsx';
import i18n from '#web/i18n/index.ts';
import { AUTH_MODAL_EVENT, setSessionUser } from '#web/lib/session.ts';
import { CoursePage } from './course-page.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const USER = { _id: '22222222-2222-4222-8222-222222222222', name: 'Demo Learner', role: 'user' as const };

const course = (over: Partial<CourseDetail> = {}): CourseDetail => ({
  ...courseSummary(),
  courseData: [
    {
      _id: 'l1',
      type: 'video',
      title: 'Welcome',
      videoSection: 'Start',
      videoLength: 2.5,
      isPreview: true,
      videoUrl: 'https://youtu.be/pQN-pnXPaVg',
      videoPlayer: 'youtube',
    },
    { _id: 'l2', type: 'video', title: 'Variables', videoSection: 'Start', videoLength: 10, isPreview: false },
    { _id: 'l3', type: 'video', title: 'Loops', videoSection: 'Control flow', videoLength: 12, isPreview: false },
  ],
  ...over,
});

const reviewList = (reviews: PublicReview[] = []) => ({
  success: true as const,
  reviews,
  totalReviews: reviews.length,
  averageRating: 4.5,
  ratingDistribution: [5, 4, 3, 2, 1].map((star) => ({ _id: star, count: star === 5 ? reviews.length : 0 })),
  pagination: { currentPage: 1, totalPages: 1, totalItems: reviews.length, limit: 10, hasPrev: false, hasNext: false },
});

/** Answers for the page; `answers` come first, so they replace the defaults. */
function open(answers: StubEntry[] = []) {
  const fetchMock = stubApi([
    ...answers,
    answer(coursesApi.preview, { success: true, course: course() }),
    answer(reviewsApi.course, reviewList()),
    answer(reviewsApi.mine, { success: true, reviews: [] }),
  ]);
  return { fetchMock, ...renderPage(<CoursePage />, { path: '/course/:id', url: `/course/${ID}` }) };
}

beforeEach(() => setSessionUser(null));
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

describe('course preview page', () => {
  it('shows the price with the discount percent, what you will learn, prerequisites and the content by section', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Python for Beginners' })).toBeInTheDocument();
    const box = screen.getByTestId('price-box');
    expect(box).toHaveTextContent('৳999');
    expect(box).toHaveTextContent('৳1500');
    expect(box).toHaveTextContent('33% off');
    expect(screen.getByRole('heading', { name: "What you'll learn" })).toBeInTheDocument();
    expect(screen.getByText('Write scripts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Prerequisites' })).toBeInTheDocument();
    expect(screen.getByText('Control flow')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Welcome/ })).toHaveAttribute('href', `/course-access/${ID}?preview=l1`);
    expect(screen.queryByRole('link', { name: /Variables/ })).toBeNull();
    // the demo video shows its picture; the player loads when the reader presses play, and plays at once
    expect(screen.queryByTitle('Demo video: Python for Beginners')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play the video: Demo video: Python for Beginners' }));
    expect(await screen.findByTitle('Demo video: Python for Beginners')).toHaveAttribute(
      'src',
      expect.stringMatching(/youtube-nocookie\.com\/embed\/x7X9w_GIm1s.*autoplay=1/),
    );
  });

  it('sums up the content with singular and plural words in English and Bengali', async () => {
    open();
    const content = await screen.findByRole('region', { name: 'Course content' });
    expect(within(content).getByText(/^2 sections · 3 lessons · /)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('bn'));
    try {
      expect(within(content).getByText(/^2টি অংশ · 3টি লেসন · /)).toBeInTheDocument();
      cleanup();
      const one = course({ courseData: course().courseData.slice(0, 1) });
      open([answer(coursesApi.preview, { success: true, course: one })]);
      const single = await screen.findByRole('region', { name: 'কোর্সের বিষয়বস্তু' });
      expect(within(single).getByText(/^1টি অংশ · 1টি লেসন · /)).toBeInTheDocument();
      await act(() => i18n.changeLanguage('en'));
      expect(within(single).getByText(/^1 section · 1 lesson · /)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('Buy Now opens the login view for a visitor', async () => {
    open();
    const listener = vi.fn();
    window.addEventListener(AUTH_MODAL_EVENT, listener);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({ view: 'login' });
    window.removeEventListener(AUTH_MODAL_EVENT, listener);
  });

  it('Buy Now for a learner fires lms:buy-now with the course id; an owner gets Enter to Course', async () => {
    setSessionUser(USER);
    const { unmount } = open();
    const listener = vi.fn();
    window.addEventListener('lms:buy-now', listener);
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({ courseId: ID });
    window.removeEventListener('lms:buy-now', listener);
    unmount();
    act(() => setSessionUser({ ...USER, courses: [{ courseId: ID }] } as typeof USER));
    open();
    expect(await screen.findByRole('link', { name: 'Enter to Course' })).toHaveAttribute(
      'href',
      `/course-access/${ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('collapses a long About block at 120 px with Show More / Show Less', async () => {
    const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.dataset.testid === 'about-body' ? 400 : 0;
    });
    open();
    const body = await screen.findByTestId('about-body');
    expect(body).toHaveStyle({ maxHeight: '120px' });
    await userEvent.click(screen.getByRole('button', { name: 'Show More' }));
    expect(body).not.toHaveStyle({ maxHeight: '120px' });
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(body).toHaveStyle({ maxHeight: '120px' });
    height.mockRestore();
  });

  it('offers no Show More when the About text is short', async () => {
    open();
    await screen.findByTestId('about-body');
    expect(screen.queryByRole('button', { name: 'Show More' })).toBeNull();
  });
});

describe('course reviews', () => {
  const review = publicReview();

  it('says an unrated course is new instead of rating it 0.0', async () => {
    open([answer(reviewsApi.course, { ...reviewList(), averageRating: 0 })]);
    expect(await screen.findByTestId('unrated')).toHaveTextContent('New');
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Rated 0.0 out of 5' })).not.toBeInTheDocument();
  });

  it('lists reviews with half stars, the admin reply badge, helpful count and the five sorts', async () => {
    open([answer(reviewsApi.course, reviewList([review]))]);
    const item = await screen.findByTestId('review');
    expect(within(item).getByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveAttribute('data-rating', '4.5');
    expect(within(item).getByText('Admin')).toBeInTheDocument();
    expect(within(item).getByText('Thank you!')).toBeInTheDocument();
    expect(within(item).getByText('Today')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: /Helpful \(3\)/ })).toBeInTheDocument();
    const sorts = within(screen.getByRole('combobox', { name: 'Sort by' })).getAllByRole('option');
    expect(sorts.map((o) => (o as HTMLOptionElement).value)).toEqual([
      'createdAt-desc',
      'createdAt-asc',
      'rating-desc',
      'rating-asc',
      'helpful-desc',
    ]);
  });

  it('shows the form to an owner who has not reviewed, validates it with the spec messages and counts characters', async () => {
    setSessionUser({ ...USER, courses: [{ courseId: ID }] } as typeof USER);
    const { fetchMock } = open([
      answer(reviewsApi.create, { success: true, message: 'Review submitted successfully!', review }),
    ]);
    const submit = await screen.findByRole('button', { name: 'Submit Review' });
    await userEvent.click(submit);
    expect(await screen.findByText('Please select a rating')).toBeInTheDocument();
    expect(screen.getByText('Please write a comment')).toBeInTheDocument();
    expect(screen.getByTestId('review-counter')).toHaveTextContent('0/1000');
    // The counter counts what is sent: the comment without its surrounding spaces.
    await userEvent.type(screen.getByLabelText('Your review'), '  Loved it  ');
    expect(screen.getByTestId('review-counter')).toHaveTextContent('8/1000');
    expect(screen.getByLabelText('Your review')).toHaveAttribute('maxLength', '1000');
    await userEvent.click(screen.getByRole('radio', { name: '3.5 out of 5' }));
    await userEvent.click(submit);
    await waitFor(() => expect(sentBody(fetchMock, '/reviews/create')).toBeDefined());
    expect(sentBody(fetchMock, '/reviews/create')).toEqual({
      courseId: ID,
      rating: 3.5,
      comment: 'Loved it',
    });
  });

  it('hides the form from an owner who already reviewed, and from a visitor', async () => {
    setSessionUser({ ...USER, courses: [{ courseId: ID }] } as typeof USER);
    const { unmount } = open([
      answer(reviewsApi.mine, {
        success: true,
        reviews: [{ ...review, courseId: ID, course: { _id: ID, name: 'x', thumbnail: null } }],
      }),
    ]);
    await screen.findByRole('heading', { name: 'Reviews' });
    await screen.findByRole('link', { name: 'Enter to Course' });
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
    unmount();
    act(() => setSessionUser(null));
    open();
    await screen.findByRole('heading', { name: 'Reviews' });
    expect(screen.queryByRole('button', { name: 'Submit Review' })).toBeNull();
  });
});
