import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from '#web/lib/toast.ts';
import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_MESSAGES,
  type ReviewForm as ReviewBody,
  ReviewFormSchema,
} from '#shared/catalogue.ts';
import { Stars } from '#web/components/course/star-rating.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField, useFieldMessage } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { useCreateReview } from '#web/api/reviews.ts';
import { successMessage } from '#web/lib/api-client.ts';

const HALF_STEPS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

/** What the inputs hold: 0 is no rating chosen yet. */
interface Values {
  rating: number;
  comment: string;
}
const EMPTY: Values = { rating: 0, comment: '' };
// the comment is sent as it is counted: without its surrounding spaces
const toBody = ({ rating, comment }: Values) =>
  ({ rating: rating || undefined, comment: comment.trim() }) as ReviewBody;

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
  const form = useSchemaForm<Values, ReviewBody>({ schema: ReviewFormSchema, toBody, defaultValues: EMPTY });
  const create = useCreateReview(courseId, { errorToast: t('common:failedToSubmitReview') });

  const submit = (body: ReviewBody) => {
    if (!signedIn) {
      toast.error(successMessage(REVIEW_MESSAGES.loginRequired, REVIEW_MESSAGES.loginRequired));
      return;
    }
    create.mutate(body, {
      onSuccess: () => {
        toast.success(successMessage(REVIEW_MESSAGES.created, REVIEW_MESSAGES.created));
        form.reset(EMPTY);
        onDone?.();
      },
    });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
      aria-labelledby="review-form-title"
    >
      <h3 id="review-form-title" className="mb-3 font-semibold text-slate-900 dark:text-white">
        {t('reviews.formTitle')}
      </h3>
      <RatingField />
      <CommentField />
      <Button type="submit" className="mt-3" isLoading={create.isPending}>
        {t('reviews.submit')}
      </Button>
    </Form>
  );
}

/** The half-star radios over the stars; their message under them, the first choosable star focused when refused. */
function RatingField() {
  const { t } = useTranslation('catalogue');
  const { field } = useController<Values, 'rating'>({ name: 'rating' });
  const message = useFieldMessage<Values>('rating', t('reviews.yourRating'));
  const rating = field.value;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{t('reviews.yourRating')}</legend>
      <div className="flex items-center gap-3">
        <div className="relative inline-flex text-2xl">
          <Stars rating={rating} label={t('reviews.ratingOf', { rating })} />
          <div className="absolute inset-0 flex">
            {[0.5, ...HALF_STEPS].map((value) => (
              <label key={value} className="h-full flex-1 cursor-pointer" title={String(value)}>
                <input
                  type="radio"
                  name={field.name}
                  value={value}
                  checked={rating === value}
                  disabled={value < 1}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                  className="peer sr-only"
                  aria-label={t('reviews.rateValue', { rating: value })}
                  {...(message && value >= 1
                    ? { 'aria-invalid': true as const, 'aria-describedby': 'review-rating-error' }
                    : {})}
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
      {message && (
        <p id="review-rating-error" role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {message}
        </p>
      )}
    </fieldset>
  );
}

/** The comment with its counter of what is sent (the text without its surrounding spaces). */
function CommentField() {
  const { t } = useTranslation('catalogue');
  const { register, watch } = useFormContext<Values>();
  const length = watch('comment').trim().length;
  return (
    <div className="mt-4">
      <FormField<Values> name="comment" id="review-comment" label={t('reviews.comment')}>
        {(control) => (
          <textarea
            {...control}
            // the counter stays beside the message
            aria-describedby={[control['aria-describedby'], 'review-counter'].filter(Boolean).join(' ')}
            maxLength={REVIEW_COMMENT_MAX_LENGTH}
            rows={4}
            className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
            {...register('comment')}
          />
        )}
      </FormField>
      <p
        id="review-counter"
        className="mt-1 text-right text-sm text-slate-600 dark:text-slate-400"
        data-testid="review-counter"
      >
        {length}/{REVIEW_COMMENT_MAX_LENGTH}
      </p>
    </div>
  );
}
