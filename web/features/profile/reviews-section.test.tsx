import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '#web/i18n/index.ts';
import { resetAuthFlags } from '#web/lib/auth-flags.ts';
import { setSessionUser } from '#web/lib/session.ts';
import type { z } from 'zod';
import type { MyReviewSchema } from '#shared/catalogue/reviews.ts';
import { profileApi } from '#shared/endpoints/profile.ts';
import { reviewsApi } from '#shared/endpoints/reviews.ts';
import { answer, callsTo, fail, renderPage, stubApi, type StubEntry } from '#web/test/render.tsx';
import { holdSignedInCookie, testUser } from '#web/test/users.ts';
import { ProfilePage } from './profile-page.tsx';

const R1 = '11111111-1111-4111-8111-111111111111';
const R2 = '22222222-2222-4222-8222-222222222222';
const review = (over: Partial<z.infer<typeof MyReviewSchema>>): z.infer<typeof MyReviewSchema> => ({
  _id: R1,
  courseId: 'c1',
  userId: { _id: 'u1', name: 'Nusrat Jahan', avatar: null },
  rating: 4.5,
  comment: 'Clear and practical.',
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  adminReply: null,
  isApproved: true,
  helpful: 0,
  isHelpful: false,
  course: { _id: 'c1', name: 'React Basics', thumbnail: { url: 'https://cdn.example.com/react.jpg' } },
  ...over,
});
const FIRST = review({});
const SECOND = review({
  _id: R2,
  courseId: 'c2',
  rating: 3,
  comment: 'Good, but long.',
  adminReply: 'Thanks, we are shortening the videos.',
  isApproved: false,
  course: { _id: 'c2', name: '<b>Node</b> in Depth', thumbnail: null },
});

/** The section's answers; a test's own come first, so they replace the defaults. */
function renderReviews(answers: StubEntry[] = []) {
  const fetchMock = stubApi([
    ...answers,
    answer(profileApi.me, { success: true, accessToken: 'a', user: testUser() }),
    answer(reviewsApi.mine, { success: true, reviews: [FIRST, SECOND] }),
  ]);
  renderPage(<ProfilePage />, { path: '/profile/*', url: '/profile/reviews' });
  render(<Toaster />);
  return fetchMock;
}
const card = (course: string) => screen.findByRole('article', { name: `Review of ${course}` });

beforeEach(() => resetAuthFlags());
afterEach(() => {
  vi.unstubAllGlobals();
  setSessionUser(null);
});

// These screens are for a signed-in reader: the browser holds the session's signed-in cookie.
beforeEach(() => holdSignedInCookie());

describe('profile: Reviews', () => {
  it("lists the learner's reviews with course, stars, comment, date and the admin reply badge", async () => {
    renderReviews();
    const first = await card('React Basics');
    expect(within(first).getByRole('link', { name: 'React Basics' })).toHaveAttribute('href', '/course/c1');
    expect(first.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/react.jpg');
    expect(within(first).getByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveAttribute('data-rating', '4.5');
    expect(within(first).getByText('Clear and practical.')).toBeInTheDocument();
    expect(within(first).getByText('Today')).toBeInTheDocument();
    expect(within(first).queryByText('Admin reply')).not.toBeInTheDocument();

    const second = await card('Node in Depth');
    expect(within(second).getByRole('link', { name: 'Node in Depth' })).toHaveAttribute('href', '/course/c2');
    expect(within(second).getByText('Admin reply')).toBeInTheDocument();
    expect(within(second).getByText('Thanks, we are shortening the videos.')).toBeInTheDocument();
    expect(within(second).getByText('Awaiting approval')).toBeInTheDocument();
  });

  it('validates the inline edit form and saves the rating and comment', async () => {
    const user = userEvent.setup();
    let saved = false;
    const fetchMock = renderReviews([
      answer(reviewsApi.mine, () => ({
        success: true,
        reviews: saved ? [review({ rating: 3.5, comment: 'Even better now.' }), SECOND] : [FIRST, SECOND],
      })),
      answer(reviewsApi.update, () => {
        saved = true;
        return { success: true, message: 'Review updated successfully', review: FIRST };
      }),
    ]);
    const first = await card('React Basics');
    await user.click(within(first).getByRole('button', { name: 'Edit' }));
    const comment = within(first).getByLabelText('Comment');
    expect(comment).toHaveValue('Clear and practical.');
    expect(comment).toHaveAttribute('maxLength', '1000');
    expect(within(first).getByText('20/1000')).toBeInTheDocument();

    await user.selectOptions(within(first).getByLabelText('Rating'), '');
    await user.clear(comment);
    expect(within(first).getByText('0/1000')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    expect(within(first).getByText('Please select a rating')).toBeInTheDocument();
    expect(within(first).getByText('Please write a comment')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/reviews/update/${R1}`)).toHaveLength(0);

    await user.selectOptions(within(first).getByLabelText('Rating'), '3.5');
    await user.type(comment, '  Even better now.  ');
    expect(within(first).getByText('16/1000')).toBeInTheDocument(); // what is sent: without the surrounding spaces
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Review updated successfully!')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, `/reviews/update/${R1}`);
    expect(call?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ rating: 3.5, comment: 'Even better now.' });
    const updated = await card('React Basics');
    expect(await within(updated).findByText('Even better now.')).toBeInTheDocument();
    expect(within(updated).getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(within(updated).queryByLabelText('Comment')).not.toBeInTheDocument();
  });

  it('says what the edit form misses in Bengali, focused, and saves the edit', async () => {
    const user = userEvent.setup();
    const fetchMock = renderReviews([
      answer(reviewsApi.update, {
        success: true,
        message: 'Review updated successfully',
        review: { ...FIRST, comment: 'আরও ভালো' },
      }),
    ]);
    const first = await card('React Basics');
    await act(() => i18n.changeLanguage('bn'));
    try {
      await user.click(within(first).getByRole('button', { name: 'সম্পাদনা' }));
      const comment = within(first).getByLabelText('মন্তব্য');
      await user.clear(comment);
      await user.click(within(first).getByRole('button', { name: 'সংরক্ষণ' }));
      expect(await within(first).findByRole('alert')).toHaveTextContent('একটি মন্তব্য লিখুন');
      expect(comment).toHaveFocus();
      expect(callsTo(fetchMock, `/reviews/update/${R1}`)).toHaveLength(0);
      await user.type(comment, 'আরও ভালো');
      await user.click(within(first).getByRole('button', { name: 'সংরক্ষণ' }));
      expect(await screen.findByText('রিভিউ সফলভাবে আপডেট হয়েছে!')).toBeInTheDocument();
      const [call] = callsTo(fetchMock, `/reviews/update/${R1}`);
      expect(JSON.parse(String(call?.[1]?.body))).toEqual({ rating: 4.5, comment: 'আরও ভালো' });
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('names the rating options with the plural of star in English and Bengali (1 star, 1.5 stars)', async () => {
    const user = userEvent.setup();
    renderReviews();
    const first = await card('React Basics');
    await user.click(within(first).getByRole('button', { name: 'Edit' }));
    const options = () =>
      within(within(first).getByRole('combobox', { name: /^(Rating|রেটিং)$/ }))
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent);
    expect(options()).toEqual([
      '1 star',
      '1.5 stars',
      '2 stars',
      '2.5 stars',
      '3 stars',
      '3.5 stars',
      '4 stars',
      '4.5 stars',
      '5 stars',
    ]);
    await act(() => i18n.changeLanguage('bn'));
    try {
      expect(options()[0]).toBe('1 স্টার');
      expect(options()[8]).toBe('5 স্টার');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('toasts the server message when the update fails, else Something went wrong', async () => {
    const user = userEvent.setup();
    let offline = false;
    renderReviews([
      answer(reviewsApi.update, () => {
        // the network is down: fetch itself rejects, so there is no server message to show
        if (offline) throw new TypeError('Failed to fetch');
        return fail('not_review_author', 'You can only change your own review');
      }),
    ]);
    const first = await card('React Basics');
    await user.click(within(first).getByRole('button', { name: 'Edit' }));
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You can only change your own review')).toBeInTheDocument();
    expect(within(first).getByLabelText('Comment')).toBeInTheDocument();

    offline = true;
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it('deletes a review only after confirming in the dialog', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const fetchMock = renderReviews([
      answer(reviewsApi.mine, () => ({ success: true, reviews: deleted ? [SECOND] : [FIRST, SECOND] })),
      answer(reviewsApi.remove, () => {
        deleted = true;
        return { success: true, message: 'Review deleted successfully' };
      }),
    ]);
    const first = await card('React Basics');
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this review?' });
    expect(
      within(dialog).getByText('Your review of React Basics will be removed. This cannot be undone.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, `/reviews/delete/${R1}`)).toHaveLength(0);

    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted successfully!')).toBeInTheDocument();
    expect(callsTo(fetchMock, `/reviews/delete/${R1}`)[0]?.[1]?.method).toBe('DELETE');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Review of React Basics' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Review of Node in Depth' })).toBeInTheDocument();
  });

  it('toasts the server message when deleting fails', async () => {
    const user = userEvent.setup();
    renderReviews([answer(reviewsApi.remove, fail('review_not_found', 'Review not found'))]);
    const first = await card('React Basics');
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review not found')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Review of React Basics' })).toBeInTheDocument();
  });
});
