import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewsApi } from '#shared/endpoints/reviews.ts';
import { courseSummary, publicReview } from '#web/components/course/test-data.ts';
import i18n from '#web/i18n/index.ts';
import { answer, renderWithProviders, sentBody, stubApi } from '#web/test/render.tsx';
import { ReviewForm } from './review-form.tsx';

const ID = courseSummary()._id;
const REVIEW = publicReview({ comment: 'ভালো কোর্স', adminReply: null, isApproved: false });

afterEach(() => act(() => i18n.changeLanguage('en')));

describe('the public review form', () => {
  it('says what is missing in Bengali on the Bengali site, focusing the rating first, then sends the review', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('bn'));
    const fetchMock = stubApi([
      answer(reviewsApi.create, { success: true, message: 'Review submitted successfully!', review: REVIEW }),
    ]);
    render(<Toaster />);
    renderWithProviders(<ReviewForm courseId={ID} signedIn />);
    const comment = screen.getByLabelText('আপনার রিভিউ');
    await user.type(comment, '   ');
    await user.click(screen.getByRole('button', { name: 'রিভিউ জমা দিন' }));
    expect(await screen.findByText('একটি রেটিং বেছে নিন')).toBeInTheDocument();
    expect(screen.getByText('একটি মন্তব্য লিখুন')).toBeInTheDocument();
    expect(screen.queryByText('Please select a rating')).toBeNull();
    // the half-star radios from ০.৫ (not choosable) to ৫
    const radios = screen.getAllByRole('radio');
    expect(radios[1]).toHaveFocus();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(sentBody(fetchMock, '/reviews/create')).toBeUndefined();

    await user.click(radios[8]!);
    await user.type(comment, ' ভালো কোর্স ');
    await user.click(screen.getByRole('button', { name: 'রিভিউ জমা দিন' }));
    await waitFor(() => expect(sentBody(fetchMock, '/reviews/create')).toBeDefined());
    expect(sentBody(fetchMock, '/reviews/create')).toEqual({ courseId: ID, rating: 4.5, comment: 'ভালো কোর্স' });
    expect(await screen.findByText('রিভিউ সফলভাবে জমা হয়েছে!')).toBeInTheDocument();
    expect(comment).toHaveValue('');
  });
});
