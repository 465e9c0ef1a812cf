import { useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineUpload, HiPhotograph } from 'react-icons/hi';
import { isCancelled, uploadAdminImage } from '#web/api/uploads.ts';
import { Button } from '#web/components/ui/button.tsx';
import { UploadProgress } from '#web/components/ui/upload-progress.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { useUploadErrorText } from '#web/lib/upload-error.ts';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, isAcceptedImage } from '#web/lib/image-file.ts';
import { useUpload } from '#web/lib/use-upload.ts';
import { isPreviewableImage } from './hero-model.ts';

/**
 * The banner image: upload a file (streamed as multipart with its progress and a Cancel button; the server checks,
 * resizes to 1260x1050 webp and stores it, and the field takes its /uploads/ address, saved with the hero form) or
 * type an https:// address. Clearing the field removes the image.
 */
export function BannerImageField({
  value,
  onChange,
  message,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The form's message for the image (the shared schema's), shown when there is no upload error of its own. */
  message?: string | null;
}) {
  const { t } = useTranslation('admin-content');
  const [broken, setBroken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const { progress, uploading, run, cancel } = useUpload();
  const uploadErrorText = useUploadErrorText();
  const url = value.trim();
  const isUpload = url.startsWith('data:');
  const showPreview = (isUpload || isPreviewableImage(url)) && broken !== url;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedImage(file)) return setError(t('hero.imageType'));
    if (file.size > IMAGE_MAX_BYTES) return setError(t('hero.imageSize'));
    setError(null);
    try {
      onChange(await run((options) => uploadAdminImage('banner', file, options)));
    } catch (failure) {
      if (!isCancelled(failure)) setError(uploadErrorText(failure, t('hero.imageUploadFailed')));
    }
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_10rem] sm:items-start">
      <div>
        <Field label={t('hero.image')} htmlFor="hero-image" hint={t('hero.imageHint')} error={error ?? message}>
          <input
            id="hero-image"
            type="text"
            inputMode="url"
            value={isUpload ? t('hero.imageChosen') : value}
            readOnly={isUpload}
            placeholder="https://"
            onChange={(e) => onChange(e.target.value)}
            aria-describedby={(error ?? message) ? 'hero-image-error' : 'hero-image-hint'}
            {...((error ?? message) ? { 'aria-invalid': true } : {})}
            className={inputClass}
          />
        </Field>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" disabled={uploading} onClick={() => fileRef.current?.click()}>
            <HiOutlineUpload aria-hidden="true" className="h-4 w-4" />
            {t('hero.upload')}
          </Button>
          {progress !== null && <UploadProgress value={progress} label={t('hero.image')} onCancel={cancel} />}
          {url && !uploading && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              {t('hero.removeImage')}
            </Button>
          )}
          <input
            ref={fileRef}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('hero.upload')}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
      </div>
      <div className="flex aspect-square w-40 items-center justify-center overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-950">
        {showPreview ? (
          <img
            src={url}
            alt={t('hero.imagePreview')}
            className="h-full w-full object-cover"
            onError={() => setBroken(url)}
          />
        ) : (
          <span className="flex flex-col items-center gap-1 p-2 text-center text-xs text-slate-500 dark:text-slate-400">
            <HiPhotograph aria-hidden="true" className="h-8 w-8" />
            {t('hero.noImage')}
          </span>
        )}
      </div>
    </div>
  );
}
