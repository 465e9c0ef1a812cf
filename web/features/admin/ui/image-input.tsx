import { useEffect, useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineUpload, HiPhotograph } from 'react-icons/hi';
import type { ImagePurpose } from '#shared/endpoints/uploads.ts';
import { isCancelled, uploadAdminImage } from '#web/api/uploads.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { UploadProgress } from '#web/components/ui/upload-progress.tsx';
import { useUploadErrorText } from '#web/lib/upload-error.ts';
import { IMAGE_ACCEPT, readAsDataUrl } from '#web/lib/image-file.ts';
import { useUpload } from '#web/lib/use-upload.ts';

/** An image field's value: the stored image (its address, or `{url}` as answers carry it), or none. */
export type ImageValue = string | { url: string } | null;

const srcOf = (value: ImageValue) => (value === null ? null : typeof value === 'string' ? value : value.url);

/**
 * An image of a course or a testimonial: a picked file is uploaded at once (multipart, with its progress and a Cancel
 * button; the server re-encodes and stores it) and the field holds the stored image ({url}, sent with the write as it
 * is), as it does for a course or testimonial being edited.
 */
export function ImageInput({
  label,
  hint,
  purpose,
  value,
  onChange,
  required = false,
  removable = false,
  round = false,
  error: checkError = null,
  onUploadingChange,
}: {
  label: string;
  hint: string;
  purpose: ImagePurpose;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  required?: boolean;
  removable?: boolean;
  round?: boolean;
  /** The step check's message for this field (marks the input invalid and shows under it). */
  error?: string | null;
  /** Told when an upload starts and ends (a form holds its submit meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const { progress, run, cancel } = useUpload();
  const uploadErrorText = useUploadErrorText();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const src = preview ?? srcOf(value);
  const shape = round ? 'h-20 w-20 shrink-0 rounded-full' : 'h-24 w-40 shrink-0 rounded-lg';
  const uploading = progress !== null;
  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      setPreview(await readAsDataUrl(file));
      const url = await run((options) => uploadAdminImage(purpose, file, options));
      onChange({ url });
    } catch (failure) {
      if (!isCancelled(failure)) setError(uploadErrorText(failure, t('image.uploadFailed')));
    } finally {
      setPreview(null);
    }
  };
  return (
    <div data-field={purpose}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      <div
        className={cn(
          'flex flex-wrap items-center gap-4 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700',
          checkError && 'border-red-500 dark:border-red-500',
        )}
      >
        {src ? (
          <img src={src} alt={t('image.imagePreview', { label })} className={cn(shape, 'object-cover')} />
        ) : (
          <span
            className={cn(
              shape,
              'flex flex-col items-center justify-center gap-1 bg-slate-100 p-2 text-center text-xs text-slate-500 dark:bg-slate-800 dark:text-slate-400',
            )}
          >
            <HiPhotograph aria-hidden="true" className="h-6 w-6" />
            <span className={round ? 'sr-only' : undefined}>{t('image.noImage')}</span>
          </span>
        )}
        <div className="min-w-40 flex-1">
          {/* The native file input is hidden (its "Choose File / No file chosen" cannot be translated); the label opens it. */}
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
            className="peer sr-only"
            aria-invalid={checkError ? true : undefined}
            aria-describedby={checkError ? `${id}-error` : undefined}
          />
          <label
            htmlFor={id}
            className={cn(
              buttonClass('outline', 'sm'),
              'cursor-pointer whitespace-nowrap peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
            )}
          >
            <HiOutlineUpload aria-hidden="true" className="h-4 w-4" />
            {src ? t('image.changeImage') : t('image.chooseImage')}
          </label>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>
          {progress !== null && <UploadProgress value={progress} label={label} onCancel={cancel} className="mt-2" />}
          {error && (
            <p role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          )}
          {checkError && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {checkError}
            </p>
          )}
        </div>
        {removable && src && progress === null && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('image.removeImage')}
          </Button>
        )}
      </div>
    </div>
  );
}
