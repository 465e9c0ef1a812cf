import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HiOutlineUpload } from 'react-icons/hi';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { IMAGE_ACCEPT, readAsDataUrl } from '#web/lib/image-file.ts';
import type { ImageValue } from './wizard-state.ts';

const srcOf = (value: ImageValue) => (value === null ? null : typeof value === 'string' ? value : value.url);

/** A picked image (data URL) or the stored one ({url}, sent back unchanged), with a preview and a hint. */
export function ImageInput({
  label,
  hint,
  value,
  onChange,
  required = false,
  removable = false,
  round = false,
}: {
  label: string;
  hint: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  required?: boolean;
  removable?: boolean;
  round?: boolean;
}) {
  const { t } = useTranslation('admin-courses');
  const id = useId();
  const src = srcOf(value);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    onChange(await readAsDataUrl(file));
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      <div className="flex flex-wrap items-center gap-4 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700">
        {src ? (
          <img
            src={src}
            alt={t('info.imagePreview', { label })}
            className={round ? 'h-20 w-20 rounded-full object-cover' : 'h-24 w-40 rounded-lg object-cover'}
          />
        ) : (
          <span className="text-sm text-slate-500 dark:text-slate-400">{t('info.noImage')}</span>
        )}
        <div className="min-w-0 flex-1">
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
          />
          <label
            htmlFor={id}
            className={cn(
              buttonClass('outline', 'sm'),
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
            )}
          >
            <HiOutlineUpload aria-hidden="true" className="h-4 w-4" />
            {src ? t('info.changeImage') : t('info.chooseImage')}
          </label>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>
        </div>
        {removable && src && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t('info.removeImage')}
          </Button>
        )}
      </div>
    </div>
  );
}
