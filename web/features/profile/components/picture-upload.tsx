import { type ChangeEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineCamera } from 'react-icons/hi';
import { toast } from 'sonner';
import { isCancelled } from '#web/api/uploads.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { UploadProgress } from '#web/components/ui/upload-progress.tsx';
import { useUploadErrorText } from '#web/lib/upload-error.ts';
import { IMAGE_ACCEPT, IMAGE_TYPES, readAsDataUrl } from '#web/lib/image-file.ts';
import { useUpload } from '#web/lib/use-upload.ts';
import { useUpdatePicture } from '#web/api/profile.ts';

/**
 * Avatar or cover upload: png, jpg, jpeg or webp, streamed as multipart; a preview while it uploads with its
 * progress and a Cancel button; on failure the spec's message and the preview cleared (§8); on success the server's
 * picture replaces the preview.
 */
export function PictureUpload({
  kind,
  currentUrl,
  fallback,
}: {
  kind: 'avatar' | 'cover';
  currentUrl?: string | null;
  fallback: ReactNode;
}) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { progress, uploading, run, cancel } = useUpload();
  const uploadErrorText = useUploadErrorText();
  const mutation = useUpdatePicture(kind, { errorToast: false });
  const failed = kind === 'avatar' ? t('settings.avatarFailed') : t('settings.coverFailed');
  const label = kind === 'avatar' ? t('settings.avatar') : t('settings.cover');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      toast.error(failed, { description: t('settings.imageTypes') });
      return;
    }
    try {
      setPreview(await readAsDataUrl(file));
      await run((options) => mutation.mutateAsync({ file, ...options }));
      toast.success(kind === 'avatar' ? t('settings.avatarUpdated') : t('settings.coverUpdated'));
    } catch (error) {
      if (isCancelled(error)) {
        toast(tc('upload.cancelled'));
      } else {
        const detail = uploadErrorText(error, '');
        toast.error(failed, detail && detail !== failed ? { description: detail } : undefined);
      }
    } finally {
      setPreview(null);
    }
  };

  const shown = preview ?? currentUrl;
  const isAvatar = kind === 'avatar';
  return (
    <div className={cn('flex gap-4', isAvatar ? 'items-center' : 'flex-col')}>
      <div
        data-testid={`${kind}-preview`}
        className={cn(
          'relative shrink-0 overflow-hidden bg-slate-100 dark:bg-slate-800',
          isAvatar ? 'h-24 w-24 rounded-full' : 'aspect-[700/430] w-full max-w-xs rounded-xl',
        )}
      >
        {shown ? <img src={shown} alt={label} className="h-full w-full object-cover" /> : fallback}
        {progress !== null && (
          <div
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center bg-slate-950/50 text-sm font-semibold text-white"
          >
            {progress}%
          </div>
        )}
      </div>
      <div>
        <p className="font-medium text-slate-900 dark:text-white">{label}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('settings.imageTypes')}
          {!isAvatar && ` · ${t('settings.coverHint')}`}
        </p>
        {progress !== null && <UploadProgress value={progress} label={label} onCancel={cancel} className="mt-2" />}
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          aria-label={`${label}: ${t('settings.choose')}`}
          onChange={(e) => void onFile(e)}
          tabIndex={-1}
        />
        <button
          type="button"
          className={buttonClass('outline', 'sm', 'mt-2')}
          disabled={uploading}
          onClick={() => inputRef.current?.click()}
        >
          <HiOutlineCamera aria-hidden="true" className="h-4 w-4" />
          {t('settings.choose')}
        </button>
      </div>
    </div>
  );
}
