import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from '#web/lib/toast.ts';
import { REVIEW_COMMENT_MAX_LENGTH, REVIEW_MESSAGES, ReviewFormSchema } from '#shared/catalogue.ts';
import { Stars } from '#web/components/course/star-rating.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useCreateReview } from '#web/api/reviews.ts';

const HALF_STEPS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

/** The public review form (learner-side §5): rating 1–5 in half stars, comment up to 1000 characters with a counter. */
export function ReviewForm({
  courseId,
  signedIn,
  onDone,
}: {
  courseId: string;
  signedIn: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation('catalogue');
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const create = useCreateReview(courseId, { errorToast: t('common:failedToSubmitReview') });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      toast.error(REVIEW_MESSAGES.loginRequired);
      return;
    }
    const parsed = ReviewFormSchema.safeParse({ rating: rating || undefined, comment });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'rating' | 'comment';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(REVIEW_MESSAGES.created);
        setRating(0);
        setComment('');
        onDone?.();
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title" className="mb-3 font-semibold text-slate-900 dark:text-white">
        {t('reviews.formTitle')}
      </h3>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('reviews.yourRating')}
        </legend>
        <div className="flex items-center gap-3">
          <div className="relative inline-flex text-2xl">
            <Stars rating={rating} label={t('reviews.ratingOf', { rating })} />
            <div className="absolute inset-0 flex">
              {[0.5, ...HALF_STEPS].map((value) => (
                <label key={value} className="h-full flex-1 cursor-pointer" title={String(value)}>
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    disabled={value < 1}
                    onChange={() => setRating(value)}
                    className="peer sr-only"
                    aria-label={t('reviews.rateValue', { rating: value })}
                  />
                  <span className="block h-full rounded peer-focus-visible:outline-2 peer-focus-visible:outline-brand-500" />
                </label>
              ))}
            </div>
          </div>
          <span className="text-sm text-slate-600 dark:text-slate-300" data-testid="rating-value">
            {rating ? rating.toFixed(1) : ''}
          </span>
        </div>
        {errors.rating && (
          <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <label
        htmlFor="review-comment"
        className="mt-4 mb-1 block text-sm font-medium text-slate-700 dark:text-slate-300"
      >
        {t('reviews.comment')}
      </label>
      <textarea
        id="review-comment"
        value={comment}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        onChange={(e) => setComment(e.target.value)}
        rows={4}
        aria-describedby="review-counter"
        aria-invalid={Boolean(errors.comment)}
        className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 focus:outline-2 focus:outline-brand-500 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
      />
      <div className="mt-1 flex items-start justify-between gap-3 text-sm">
        <span role="alert" className="text-red-600 dark:text-red-400">
          {errors.comment}
        </span>
        <span id="review-counter" className="shrink-0 text-slate-600 dark:text-slate-400" data-testid="review-counter">
          {comment.trim().length}/{REVIEW_COMMENT_MAX_LENGTH}
        </span>
      </div>
      <Button type="submit" className="mt-3" isLoading={create.isPending}>
        {t('reviews.submit')}
      </Button>
    </form>
  );
}
