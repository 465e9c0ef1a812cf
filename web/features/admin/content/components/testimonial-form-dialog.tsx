import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { Testimonial, TestimonialCreateBody } from '#shared/content/pages.ts';
import { TESTIMONIAL_DEFAULT_RATING } from '#shared/content/pages-defaults.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { Field, inputClass, Toggle } from '#web/features/admin/ui/form-controls.tsx';
import { ImageInput, type ImageValue } from '#web/features/admin/ui/image-input.tsx';
import { useCreateTestimonial, useUpdateTestimonial } from '#web/api/content-writes.ts';
import { useUnsavedChanges } from '#web/features/admin/ui/unsaved-changes.tsx';

/** 1 to 5 in half stars, as the server accepts. */
const RATINGS = [5, 4.5, 4, 3.5, 3, 2.5, 2, 1.5, 1];

/** Create (no `testimonial`) or Update: the modal form of admin-side §2 Testimonials. */
export function TestimonialFormDialog({
  open,
  onOpenChange,
  testimonial,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  testimonial: Testimonial | null;
}) {
  const { t } = useTranslation('admin-site');
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title={testimonial ? t('testimonials.form.editTitle') : t('testimonials.form.createTitle')}
    >
      <TestimonialForm testimonial={testimonial} onDone={() => onOpenChange(false)} />
    </AdminDialog>
  );
}

function TestimonialForm({ testimonial, onDone }: { testimonial: Testimonial | null; onDone: () => void }) {
  const { t } = useTranslation(['admin-site', 'admin']);
  const create = useCreateTestimonial({ errorToast: t('testimonials.toast.createFailed') });
  const update = useUpdateTestimonial({ errorToast: t('testimonials.toast.updateFailed') });
  const [name, setName] = useState(testimonial?.name ?? '');
  const [profession, setProfession] = useState(testimonial?.profession ?? '');
  const [comment, setComment] = useState(testimonial?.comment ?? '');
  const [rating, setRating] = useState(String(testimonial?.rating ?? TESTIMONIAL_DEFAULT_RATING));
  const [order, setOrder] = useState(String(testimonial?.order ?? 0));
  const [isActive, setActive] = useState(testimonial?.isActive ?? true);
  const [avatar, setAvatar] = useState<ImageValue>(testimonial?.avatar ?? null);
  // The checks' message shows after a submit and follows the fields from then on (it goes once they are filled).
  const [isChecked, setChecked] = useState(false);
  const [missingId, setMissingId] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const isPending = create.isPending || update.isPending;
  const avatarUrl = avatar === null ? null : typeof avatar === 'string' ? avatar : avatar.url;
  const isMissing = (value: string) => isChecked && !value.trim();
  const isIncomplete = !name.trim() || !profession.trim() || !comment.trim();
  const isOrderInvalid = !/^\d+$/.test(order.trim());
  const error = missingId
    ? t('testimonials.form.missingId')
    : !isChecked
      ? null
      : isIncomplete
        ? t('testimonials.form.required')
        : isOrderInvalid
          ? t('testimonials.form.orderInvalid')
          : null;
  useUnsavedChanges(
    name !== (testimonial?.name ?? '') ||
      profession !== (testimonial?.profession ?? '') ||
      comment !== (testimonial?.comment ?? '') ||
      avatarUrl !== (testimonial?.avatar?.url ?? null),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (isIncomplete || isOrderInvalid) return;
    const body: TestimonialCreateBody = {
      name: name.trim(),
      profession: profession.trim(),
      comment: comment.trim(),
      rating: Number(rating),
      order: Number(order.trim()),
      isActive,
      avatar: avatarUrl,
    };
    if (!testimonial) {
      create.mutate(body, {
        onSuccess: () => {
          toast.success(t('testimonials.toast.created'));
          onDone();
        },
      });
      return;
    }
    if (!testimonial._id) return setMissingId(true);
    update.mutate(
      { id: testimonial._id, body },
      {
        onSuccess: () => {
          toast.success(t('testimonials.toast.updated'));
          onDone();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('testimonials.form.name')} htmlFor="testimonial-name" required>
          <input
            id="testimonial-name"
            className={inputClass}
            value={name}
            aria-invalid={isMissing(name) || undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Field label={t('testimonials.form.profession')} htmlFor="testimonial-profession" required>
          <input
            id="testimonial-profession"
            className={inputClass}
            value={profession}
            aria-invalid={isMissing(profession) || undefined}
            onChange={(e) => setProfession(e.target.value)}
          />
        </Field>
      </div>
      <Field label={t('testimonials.form.comment')} htmlFor="testimonial-comment" required>
        <textarea
          id="testimonial-comment"
          rows={4}
          className={inputClass}
          value={comment}
          aria-invalid={isMissing(comment) || undefined}
          onChange={(e) => setComment(e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('testimonials.form.rating')} htmlFor="testimonial-rating">
          <select
            id="testimonial-rating"
            className={inputClass}
            value={rating}
            onChange={(e) => setRating(e.target.value)}
          >
            {RATINGS.map((r) => (
              <option key={r} value={String(r)}>
                {r}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('testimonials.form.order')} htmlFor="testimonial-order" hint={t('testimonials.form.orderHint')}>
          <input
            id="testimonial-order"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            className={inputClass}
            value={order}
            aria-invalid={(isChecked && isOrderInvalid) || undefined}
            onChange={(e) => setOrder(e.target.value)}
          />
        </Field>
      </div>
      <ImageInput
        label={t('testimonials.form.avatar')}
        hint={t('testimonials.form.avatarHint')}
        purpose="testimonialAvatar"
        value={avatar}
        onChange={setAvatar}
        removable
        round
        onUploadingChange={setUploading}
      />
      <Toggle
        id="testimonial-active"
        label={t('testimonials.form.active')}
        checked={isActive}
        onCheckedChange={setActive}
      />
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onDone} disabled={isPending}>
          {t('admin:cancel')}
        </Button>
        <Button type="submit" isLoading={isPending} disabled={isUploading}>
          {testimonial ? t('testimonials.form.update') : t('testimonials.form.create')}
        </Button>
      </div>
    </form>
  );
}
