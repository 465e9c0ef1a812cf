import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { MdLink } from 'react-icons/md';
import { cn } from '#web/components/ui/cn.ts';
import { inputBase } from '../form-controls.tsx';
import { ToolbarPopover, toolButtonClass } from './toolbar-popover.tsx';
import { parseLink } from './toolbar-rules.ts';

/** A link on the selected words: http, https or mailto; links open in a new tab. */
export function LinkControl({ value, onChange }: { value: string | null; onChange: (href: string | null) => void }) {
  const { t } = useTranslation('admin-editor');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const href = parseLink(draft);
    if (!href) {
      setError(t('linkError'));
      return;
    }
    onChange(href);
    setOpen(false);
  };
  return (
    <ToolbarPopover
      label={t('link')}
      isActive={value !== null}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setDraft(value ?? 'https://');
          setError(null);
        }
      }}
      icon={<MdLink aria-hidden="true" className="h-5 w-5" />}
    >
      <div>
        <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-300">
          {t('linkLabel')}
        </label>
        <input
          id={id}
          type="url"
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputBase, 'h-9 w-full py-1 text-sm')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          className={cn(toolButtonClass(), 'bg-brand-600 text-white hover:bg-brand-700')}
          onClick={apply}
        >
          {t('apply')}
        </button>
        <button
          type="button"
          className={toolButtonClass()}
          disabled={value === null}
          onClick={() => {
            onChange(null);
            setOpen(false);
          }}
        >
          {t('removeLink')}
        </button>
      </div>
    </ToolbarPopover>
  );
}
