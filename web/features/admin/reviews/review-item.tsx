import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { formatDate } from '#shared/dates.ts';
import { Avatar } from '#web/components/course/avatar.tsx';
import { Stars } from '#web/components/course/star-rating.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { TextBox } from '#web/components/ui/form/text-box.tsx';
import { type AdminReview, useUpdateReviewStatus } from '#web/api/reviews.ts';
import { htmlToText } from '#shared/html-text.ts';
import { REVIEW_COMMENT_MAX_LENGTH, type ReviewStatusBody, ReviewStatusBodySchema } from '#shared/catalogue/reviews.ts';

const badge = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** One review with approve/unapprove and the admin reply form (PUT /reviews/admin/update-status/{reviewId}). */
export function ReviewItem({ review }: { review: AdminReview }) {
  const { t, i18n } = useTranslation(['admin-site', 'admin']);
  const update = useUpdateReviewStatus({ errorToast: t('reviews.toast.failed') });
  const [isReplying, setReplying] = useState(false);

  const send = (body: ReviewStatusBody) =>
    update.mutateAsync({ reviewId: review.reviewId, body }).then(
      () => {
        // Our own words for what was done, in the reader's language: a saved reply is not an approval.
        toast.success(
          body.adminReply === undefined
            ? t(body.isApproved ? 'reviews.toast.approved' : 'reviews.toast.hidden')
            : t(body.adminReply === '' ? 'reviews.toast.replyRemoved' : 'reviews.toast.replySaved'),
        );
        return true;
      },
      () => false, // the query client showed why
    );
  const submitReply = (body: ReviewStatusBody) =>
    send(body).then((ok) => {
      if (ok) setReplying(false);
      return ok;
    });

  return (
    <li
      data-testid="admin-review"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={review.user.name} url={review.user.avatar?.url} />
          <div className="min-w-0">
            <p className="font-semibold break-words text-slate-900 dark:text-white">{review.user.name}</p>
            <p className="text-sm break-all text-slate-600 dark:text-slate-400">{review.user.email}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={cn(
              badge,
              review.isApproved
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200'
                : 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
            )}
          >
            {review.isApproved ? t('reviews.approved') : t('reviews.pending')}
          </span>
          {review.reportCount > 0 && (
            <span className={cn(badge, 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200')}>
              {t('reviews.reports', { count: review.reportCount })}
            </span>
          )}
        </div>
      </div>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
        {t('reviews.course')}:{' '}
        <span className="font-medium break-words text-slate-900 dark:text-slate-100">
          {htmlToText(review.course.name)}
        </span>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <Stars rating={review.rating} label={t('reviews.ratingLabel', { rating: review.rating })} />
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, undefined, i18n.language)}</time>
      </div>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{review.comment}</p>
      {review.adminReply && !isReplying && (
        <div className="mt-3 rounded-lg border-l-4 border-brand-500 bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
          <p className="font-semibold text-slate-900 dark:text-white">{t('reviews.adminReply')}</p>
          <p className="mt-1 break-words whitespace-pre-line text-slate-700 dark:text-slate-300">{review.adminReply}</p>
        </div>
      )}
      {isReplying ? (
        <div className="mt-3">
          <TextBox<ReviewStatusBody>
            id={`reply-${review.reviewId}`}
            name="adminReply"
            label={t('reviews.replyLabel')}
            hint={t('reviews.replyHint')}
            submitLabel={t('reviews.saveReply')}
            schema={ReviewStatusBodySchema}
            values={{ isApproved: review.isApproved, adminReply: review.adminReply ?? '' }}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            isPending={update.isPending}
            onSubmit={submitReply}
            footerClassName="flex flex-wrap justify-end gap-2"
            actions={
              <Button variant="outline" size="sm" onClick={() => setReplying(false)} disabled={update.isPending}>
                {t('admin:cancel')}
              </Button>
            }
          />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
          <Button
            size="sm"
            variant={review.isApproved ? 'outline' : 'primary'}
            isLoading={update.isPending}
            onClick={() => void send({ isApproved: !review.isApproved })}
          >
            {review.isApproved ? t('reviews.unapprove') : t('reviews.approve')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setReplying(true)}>
            {review.adminReply ? t('reviews.editReply') : t('reviews.reply')}
          </Button>
        </div>
      )}
    </li>
  );
}
