import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import {
  type LearningReview,
  type LearningReviewBody,
  LearningReviewBodySchema,
  REVIEW_COMMENT_MAX,
  type ReviewReplyBody,
  ReviewReplyBodySchema,
} from '#shared/catalogue.ts';
import { hasBengali } from '#shared/text.ts';
import { Avatar } from '#web/components/course/avatar.tsx';
import { RelativeDate } from '#web/components/course/relative-date.tsx';
import { Stars } from '#web/components/course/star-rating.tsx';
import { cn } from '#web/components/ui/cn.ts';
import type { useLearningActions } from '#web/api/learning.ts';
import { TextBox } from '#web/components/ui/form/text-box.tsx';

type Actions = ReturnType<typeof useLearningActions>;
const RATINGS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

/** Reviews on the learning page: the learner's review (rating defaults to 1), replies, and the admin's Add Reply. */
export function ReviewsPanel({
  courseId,
  reviews,
  userId,
  isAdmin,
  actions,
}: {
  courseId: string;
  reviews: LearningReview[];
  userId: string | undefined;
  isAdmin: boolean;
  actions: Actions;
}) {
  const { t } = useTranslation('learning');
  const mine = reviews.find((r) => r.user._id === userId);
  const submit = async (body: LearningReviewBody) => {
    try {
      await actions.review.mutateAsync(body);
      toast.success(t('reviews.submitted'));
      return true;
    } catch {
      return false; // the query client showed why
    }
  };
  return (
    <section aria-labelledby="learning-reviews-title" className="space-y-4">
      <h3 id="learning-reviews-title" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('reviews.title')}
      </h3>
      {!isAdmin && !mine && (
        <TextBox<LearningReviewBody>
          id="learning-review"
          name="review"
          label={t('reviews.yours')}
          submitLabel={t('reviews.submit')}
          schema={LearningReviewBodySchema}
          values={{ rating: 1 }}
          maxLength={REVIEW_COMMENT_MAX}
          isPending={actions.review.isPending}
          onSubmit={submit}
        >
          <RatingSelect />
        </TextBox>
      )}
      {reviews.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('reviews.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <ReviewItem key={review._id} review={review} courseId={courseId} isAdmin={isAdmin} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The review's rating (1 by default), in the review box's form. */
function RatingSelect() {
  const { t } = useTranslation('learning');
  const { register, watch } = useFormContext<LearningReviewBody>();
  const rating = watch('rating') ?? 1;
  return (
    <div className="flex items-center gap-3">
      <label htmlFor="learning-review-rating" className="text-sm text-slate-700 dark:text-slate-300">
        {t('reviews.rating')}
      </label>
      <select
        id="learning-review-rating"
        {...register('rating', { valueAsNumber: true })}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
      >
        {RATINGS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      <Stars rating={rating} label={t('reviews.ratingOf', { rating })} />
    </div>
  );
}

function ReviewItem({
  review,
  courseId,
  isAdmin,
  actions,
}: {
  review: LearningReview;
  courseId: string;
  isAdmin: boolean;
  actions: Actions;
}) {
  const { t } = useTranslation('learning');
  const [replying, setReplying] = useState(false);
  const reply = async (body: ReviewReplyBody) => {
    try {
      const r = await actions.reply.mutateAsync(body);
      toast.success(r.message);
      setReplying(false);
      return true;
    } catch {
      return false; // the query client showed why
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="learning-review">
      <div className="flex gap-3">
        <Avatar name={review.user.name} url={review.user.avatar?.url} size="h-8 w-8" className="text-sm" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span
              className={cn(
                'font-semibold text-slate-900 dark:text-white',
                hasBengali(review.user.name) && 'font-bengali',
              )}
            >
              {review.user.name}
            </span>
            <Stars rating={review.rating} label={t('reviews.ratingOf', { rating: review.rating })} />
            <RelativeDate value={review.createdAt} className="text-xs text-slate-600 dark:text-slate-400" />
          </div>
          <p
            className={cn(
              'mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300',
              hasBengali(review.comment) && 'font-bengali',
            )}
          >
            {review.comment}
          </p>
          {review.commentReplies.map((r) => (
            <div
              key={r._id}
              className="mt-3 rounded-lg border-l-4 border-brand-500 bg-brand-50 p-3 text-sm dark:bg-slate-800"
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900 dark:text-white">{r.user.name}</span>
                {r.user.role === 'admin' && (
                  <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('admin')}
                  </span>
                )}
                <RelativeDate value={r.createdAt} className="text-xs text-slate-600 dark:text-slate-400" />
              </p>
              <p className={cn('mt-1 text-slate-800 dark:text-slate-200', hasBengali(r.comment) && 'font-bengali')}>
                {r.comment}
              </p>
            </div>
          ))}
          {isAdmin && review.commentReplies.length === 0 && (
            <div className="mt-3">
              {replying ? (
                <TextBox<ReviewReplyBody>
                  id={`reply-${review._id}`}
                  name="comment"
                  label={t('reviews.yourReply')}
                  submitLabel={t('reviews.replySubmit')}
                  schema={ReviewReplyBodySchema}
                  values={{ courseId, reviewId: review._id }}
                  maxLength={REVIEW_COMMENT_MAX}
                  isPending={actions.reply.isPending}
                  onSubmit={reply}
                  rows={2}
                />
              ) : (
                <button
                  type="button"
                  onClick={() => setReplying(true)}
                  className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
                >
                  {t('reviews.addReply')}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
    </li>
  );
}
