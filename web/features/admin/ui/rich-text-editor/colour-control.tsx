import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { MdFormatColorFill, MdFormatColorText } from 'react-icons/md';
import { PRESET_COLOURS } from '#shared/rich-text.ts';
import { cn } from '#web/components/ui/cn.ts';
import { inputBase } from '../form-controls.tsx';
import { ToolbarPopover, toolButtonClass } from './toolbar-popover.tsx';
import { parseHex } from './toolbar-rules.ts';

/** Text colour, or the highlight behind the text: the 16 preset colours, or any # plus six hex digits. */
export function ColourControl({
  value,
  onChange,
  kind = 'text',
}: {
  value: string | null;
  onChange: (hex: string | null) => void;
  kind?: 'text' | 'highlight';
}) {
  const { t } = useTranslation('admin-editor');
  const Icon = kind === 'text' ? MdFormatColorText : MdFormatColorFill;
  const [open, setOpen] = useState(false);
  const choose = (hex: string | null) => {
    onChange(hex);
    setOpen(false);
  };
  return (
    <ToolbarPopover
      label={t(kind === 'text' ? 'colour' : 'highlight')}
      isActive={value !== null}
      open={open}
      onOpenChange={setOpen}
      icon={
        <span className="flex flex-col items-center">
          <Icon aria-hidden="true" className="h-4 w-4" />
          <span className="h-1 w-4 rounded-sm" style={{ backgroundColor: value ?? 'currentColor' }} />
        </span>
      }
    >
      <fieldset>
        <legend className="mb-2 text-xs font-semibold text-slate-600 dark:text-slate-300">{t('presetColours')}</legend>
        <div className="grid grid-cols-8 gap-1.5">
          {PRESET_COLOURS.map((hex) => (
            <button
              key={hex}
              type="button"
              aria-label={hex}
              title={hex}
              aria-pressed={value?.toUpperCase() === hex}
              onClick={() => choose(hex)}
              className={cn(
                'h-7 w-7 rounded-md border border-slate-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-600',
                value?.toUpperCase() === hex && 'ring-2 ring-brand-500',
              )}
              style={{ backgroundColor: hex }}
            />
          ))}
        </div>
      </fieldset>
      {/* a new value starts the typed draft again; the control itself stays, so the focus stays on its button */}
      <HexInput key={value ?? ''} label={t('hexLabel')} initial={value ?? ''} onApply={choose} />
      <button type="button" className={toolButtonClass()} onClick={() => choose(null)} disabled={value === null}>
        {t(kind === 'text' ? 'removeColour' : 'removeHighlight')}
      </button>
    </ToolbarPopover>
  );
}

/** A hex colour typed by hand, applied with Enter or the button; a wrong one says what is expected. */
export function HexInput({
  label,
  initial,
  onApply,
  applyLabel,
}: {
  label: string;
  initial: string;
  onApply: (hex: string) => void;
  applyLabel?: string;
}) {
  const { t } = useTranslation('admin-editor');
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const hex = parseHex(draft);
    if (!hex) {
      setError(t('hexError'));
      return;
    }
    setError(null);
    onApply(hex);
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-300">
        {label}
      </label>
      <div className="flex gap-1">
        <input
          id={id}
          value={draft}
          placeholder="#10B981"
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={cn(inputBase, 'h-9 w-28 py-1 font-mono text-sm')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
        <button type="button" className={toolButtonClass()} onClick={apply}>
          {applyLabel ?? t('apply')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
