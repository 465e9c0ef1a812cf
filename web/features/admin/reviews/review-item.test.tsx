import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewsAdminApi } from '#shared/endpoints/reviews.ts';
import i18n from '#web/i18n/index.ts';
import { answer, callsTo, renderWithProviders, sentBody, stubApi } from '#web/test/render.tsx';
import { ReviewItem } from './review-item.tsx';
import { adminReview, REVIEW_ID } from './test-data.ts';

const REVIEW = adminReview({ isApproved: true, reportCount: 0 });
const ID = REVIEW_ID;
const STATUS = `/reviews/admin/update-status/${ID}`;

afterEach(() => act(() => i18n.changeLanguage('en')));

describe('the admin reply to a review', () => {
  it('words a reply over the limit in Bengali, naming the field, then saves the reply trimmed', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    const fetchMock = stubApi([
      answer(reviewsAdminApi.updateStatus, { success: true, message: 'Reply saved', review: REVIEW }),
    ]);
    render(<Toaster />);
    renderWithProviders(<ReviewItem review={REVIEW} />);
    await user.click(screen.getByRole('button', { name: 'উত্তর দিন' }));
    const reply = screen.getByLabelText('অ্যাডমিনের উত্তর');
    expect(reply).toHaveAccessibleDescription('উত্তর মুছতে খালি রেখে সংরক্ষণ করুন।');
    // a pasted text is cut at the limit by the browser; one set another way is still checked
    fireEvent.change(reply, { target: { value: 'ক'.repeat(1001) } });
    await user.click(screen.getByRole('button', { name: 'উত্তর সংরক্ষণ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('অ্যাডমিনের উত্তর সর্বোচ্চ ১,০০০ অক্ষরের হতে পারবে');
    expect(reply).toHaveFocus();
    expect(callsTo(fetchMock, STATUS)).toHaveLength(0);

    await user.clear(reply);
    await user.type(reply, '  ধন্যবাদ!  ');
    await user.click(screen.getByRole('button', { name: 'উত্তর সংরক্ষণ' }));
    expect(await screen.findByText('উত্তর সংরক্ষিত হয়েছে')).toBeInTheDocument();
    expect(sentBody(fetchMock, STATUS)).toEqual({ isApproved: true, adminReply: 'ধন্যবাদ!' });
    await waitFor(() => expect(screen.queryByLabelText('অ্যাডমিনের উত্তর')).toBeNull());
  });
});
