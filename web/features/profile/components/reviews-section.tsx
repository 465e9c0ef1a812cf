import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineChatAlt2, HiOutlineShieldCheck } from 'react-icons/hi';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { REVIEW_COMMENT_MAX_LENGTH, type ReviewForm, ReviewFormSchema } from '#shared/catalogue/reviews.ts';
import { type MyReview, useDeleteReview, useMyReviews, useUpdateReview } from '#web/api/reviews.ts';
import { RelativeDate } from '#web/components/course/relative-date.tsx';
import { Stars } from '#web/components/course/star-rating.tsx';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FormField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { plainText, Thumbnail } from './course-cards.tsx';
import { GridSkeleton, SectionError, SectionTitle } from './section-states.tsx';

/** Half-star ratings from 1 to 5 (the star display supports halves; the server accepts multiples of 0.5). */
const RATING_OPTIONS = Array.from({ length: 9 }, (_, i) => 1 + i / 2);
const fieldClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100';

/** What the inputs hold: '' is no rating chosen. */
interface EditValues {
  rating: string;
  comment: string;
}
const toReviewBody = ({ rating, comment }: EditValues) =>
  ({ rating: rating === '' ? undefined : Number(rating), comment: comment.trim() }) as ReviewForm;

function EditReviewForm({ review, onDone }: { review: MyReview; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const form = useSchemaForm<EditValues, ReviewForm>({
    schema: ReviewFormSchema,
    toBody: toReviewBody,
    defaultValues: { rating: String(review.rating), comment: review.comment },
  });
  const update = useUpdateReview(review._id, review.course._id, { errorToast: t('reviews.failed') });
  const [rating, comment] = form.watch(['rating', 'comment']);
  const counterId = useId();

  const submit = (body: ReviewForm) =>
    update.mutate(body, {
      onSuccess: () => {
        toast.success(t('reviews.updated'));
        onDone();
      },
    });

  return (
    <Form form={form} onSubmit={submit} className="mt-3 space-y-3" aria-label={t('reviews.editTitle')}>
      <FormField<EditValues> name="rating" label={t('reviews.ratingLabel')}>
        {(control) => (
          <>
            <select {...control} className={fieldClass} {...form.register('rating')}>
              <option value="">{t('reviews.selectRating')}</option>
              {RATING_OPTIONS.map((value) => (
                <option key={value} value={String(value)}>
                  {t('reviews.ratingOption', { count: value })}
                </option>
              ))}
            </select>
            {rating !== '' && (
              <Stars rating={Number(rating)} label={t('reviews.rating', { value: Number(rating) })} className="mt-2" />
            )}
          </>
        )}
      </FormField>
      <FormField<EditValues> name="comment" label={t('reviews.commentLabel')}>
        {(control) => (
          <>
            <textarea
              {...control}
              // the counter stays beside the message
              aria-describedby={[counterId, control['aria-describedby']].filter(Boolean).join(' ')}
              maxLength={REVIEW_COMMENT_MAX_LENGTH}
              rows={4}
              className={fieldClass}
              {...form.register('comment')}
            />
            <p id={counterId} className="text-right text-xs text-slate-500 dark:text-slate-400">
              {t('reviews.counter', { count: comment.trim().length, max: REVIEW_COMMENT_MAX_LENGTH })}
            </p>
          </>
        )}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" size="sm" isLoading={update.isPending}>
          {t('reviews.save')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={update.isPending}>
          {t('reviews.cancel')}
        </Button>
      </div>
    </Form>
  );
}

function DeleteReviewButton({ review }: { review: MyReview }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const remove = useDeleteReview(review._id, review.course._id, { errorToast: t('reviews.failed') });
  const course = plainText(review.course.name);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('reviews.deleted'));
      },
      onError: () => setOpen(false),
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={buttonClass('outline', 'sm', 'text-red-600 dark:text-red-400')}>
        {t('reviews.delete')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('reviews.confirmTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('reviews.confirmLine', { course })}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('ghost', 'sm')}>{t('reviews.cancel')}</AlertDialog.Cancel>
            {/* A plain button, not AlertDialog.Action: the dialog stays open (and busy) until the server answers. */}
            <Button variant="danger" size="sm" isLoading={remove.isPending} onClick={confirm}>
              {t('reviews.confirmDelete')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function ReviewCard({ review }: { review: MyReview }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState(false);
  const course = plainText(review.course.name);
  return (
    <li>
      <article
        aria-label={t('reviews.actionsFor', { course })}
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row dark:border-slate-800 dark:bg-slate-900"
      >
        <Link
          to={`/course/${review.course._id}`}
          tabIndex={-1}
          aria-hidden="true"
          className="block shrink-0 overflow-hidden rounded-xl sm:w-40"
        >
          <Thumbnail url={review.course.thumbnail?.url} />
        </Link>
        <div className="min-w-0 flex-1">
          <Link
            to={`/course/${review.course._id}`}
            className="font-semibold text-slate-900 hover:underline dark:text-white"
          >
            <BengaliAwareText text={course} />
          </Link>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
            <Stars rating={review.rating} label={t('reviews.rating', { value: review.rating })} />
            <RelativeDate value={review.createdAt} />
            {!review.isApproved && (
              <span className="text-xs font-medium text-amber-700 dark:text-amber-400">{t('reviews.pending')}</span>
            )}
          </div>
          {editing ? (
            <EditReviewForm review={review} onDone={() => setEditing(false)} />
          ) : (
            <>
              <BengaliAwareText
                as="p"
                text={review.comment}
                className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300"
              />
              {review.adminReply && (
                <div className="mt-3 rounded-xl bg-brand-50 p-3 text-sm dark:bg-slate-800">
                  <span className="inline-flex items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-medium text-white">
                    <HiOutlineShieldCheck aria-hidden="true" />
                    {t('reviews.adminReply')}
                  </span>
                  <BengaliAwareText
                    as="p"
                    text={review.adminReply}
                    className="mt-2 text-slate-700 dark:text-slate-300"
                  />
                </div>
              )}
              <div className="mt-3 flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                  {t('reviews.edit')}
                </Button>
                <DeleteReviewButton review={review} />
              </div>
            </>
          )}
        </div>
      </article>
    </li>
  );
}

/** Profile section 5: the learner's own reviews with their courses; each can be edited inline or deleted. */
export function ReviewsSection() {
  const { t } = useTranslation('profile');
  const query = useMyReviews();
  return (
    <section>
      <SectionTitle>{t('nav.reviews')}</SectionTitle>
      {query.isPending ? (
        <GridSkeleton />
      ) : query.isError ? (
        <SectionError message={t('reviews.error')} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={<HiOutlineChatAlt2 />}
          title={t('reviews.emptyTitle')}
          line={t('reviews.emptyLine')}
          className="rounded-2xl border border-dashed border-slate-300 dark:border-slate-700"
        />
      ) : (
        <ul className="space-y-4">
          {query.data.map((review) => (
            <ReviewCard key={review._id} review={review} />
          ))}
        </ul>
      )}
    </section>
  );
}
