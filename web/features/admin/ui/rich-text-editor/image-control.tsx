import { useId, useState } from 'react';
import { MdImage } from 'react-icons/md';
import type { ImagePurpose } from '#shared/endpoints/uploads.ts';
import { isCancelled, uploadAdminImage } from '#web/api/uploads.ts';
import { cn } from '#web/components/ui/cn.ts';
import { UploadProgress } from '#web/components/ui/upload-progress.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { IMAGE_ACCEPT } from '#web/lib/image-file.ts';
import { useUploadErrorText } from '#web/lib/upload-error.ts';
import { useUpload } from '#web/lib/use-upload.ts';
import { inputBase } from '../form-controls.tsx';
import { ToolbarPopover, toolButtonClass } from './toolbar-popover.tsx';

/**
 * A picture in the text (question-bank texts, issue 37): a file and what it shows, for those who cannot see it. The
 * file is uploaded on Insert (the server keeps it whole and answers its address) and goes in at the cursor.
 */
export function ImageControl({
  purpose,
  onInsert,
}: {
  purpose: ImagePurpose;
  onInsert: (image: { src: string; alt: string }) => void;
}) {
  const { t } = useTranslation('admin-editor');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { progress, run, cancel } = useUpload();
  const uploadErrorText = useUploadErrorText();

  const insert = async () => {
    if (!file) {
      setError(t('imageMissing'));
      return;
    }
    if (alt.trim() === '') {
      setError(t('imageAltMissing'));
      return;
    }
    setError(null);
    try {
      const src = await run((options) => uploadAdminImage(purpose, file, options));
      onInsert({ src, alt: alt.trim() });
      setOpen(false);
    } catch (failure) {
      if (!isCancelled(failure)) setError(uploadErrorText(failure, t('imageFailed')));
    }
  };

  return (
    <ToolbarPopover
      label={t('image')}
      open={open}
      onOpenChange={(next) => {
        if (!next && progress !== null) cancel();
        setOpen(next);
        if (next) {
          setFile(null);
          setAlt('');
          setError(null);
        }
      }}
      icon={<MdImage aria-hidden="true" className="h-5 w-5" />}
    >
      <div className="space-y-2">
        <label htmlFor={`${id}-file`} className="block text-xs font-semibold text-slate-600 dark:text-slate-300">
          {t('imageFile')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          className="block w-full text-xs text-slate-700 file:mr-2 file:rounded-md file:border-0 file:bg-slate-100 file:px-2 file:py-1.5 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-slate-100"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <label htmlFor={`${id}-alt`} className="block text-xs font-semibold text-slate-600 dark:text-slate-300">
          {t('imageAlt')}
        </label>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          maxLength={200}
          className={cn(inputBase, 'h-9 w-full py-1 text-sm')}
          onChange={(event) => setAlt(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void insert();
            }
          }}
        />
        {progress !== null && <UploadProgress value={progress} label={t('image')} onCancel={cancel} />}
        {error && (
          <p role="alert" className="text-xs text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        disabled={progress !== null}
        className={cn(toolButtonClass(), 'bg-brand-600 text-white hover:bg-brand-700')}
        onClick={() => void insert()}
      >
        {t('insertImage')}
      </button>
    </ToolbarPopover>
  );
}
