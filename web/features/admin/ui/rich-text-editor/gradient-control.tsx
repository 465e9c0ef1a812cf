import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { MdGradient } from 'react-icons/md';
import { DEFAULT_GRADIENT, type Gradient, gradientCss, isGradient } from '#shared/rich-text.ts';
import { cn } from '#web/components/ui/cn.ts';
import { inputBase } from '../form-controls.tsx';
import { ToolbarPopover, toolButtonClass } from './toolbar-popover.tsx';
import { addStop, canAddStop, canRemoveStop, parseAngle, parseHex, removeStop } from './toolbar-rules.ts';

/** The style that paints text with a gradient (the same one the editor writes). */
export const gradientTextStyle = (gradient: Gradient) => ({
  backgroundImage: gradientCss(gradient),
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
});

/** Gradient text: an angle of 0–360 degrees (90 by default) and 2–8 colour stops (2 by default), previewed live. */
export function GradientControl({
  value,
  onChange,
}: {
  value: Gradient | null;
  onChange: (gradient: Gradient | null) => void;
}) {
  const { t } = useTranslation('admin-editor');
  const [open, setOpen] = useState(false);
  return (
    <ToolbarPopover
      label={t('gradient')}
      isActive={value !== null}
      open={open}
      onOpenChange={setOpen}
      icon={<MdGradient aria-hidden="true" className="h-4 w-4" />}
    >
      <GradientPanel
        initial={value ?? DEFAULT_GRADIENT}
        hasGradient={value !== null}
        onApply={(gradient) => {
          onChange(gradient);
          setOpen(false);
        }}
      />
    </ToolbarPopover>
  );
}

/** The panel's form; its draft starts from the selection's gradient or the default one. */
export function GradientPanel({
  initial,
  hasGradient,
  onApply,
}: {
  initial: Gradient;
  hasGradient: boolean;
  onApply: (gradient: Gradient | null) => void;
}) {
  const { t } = useTranslation('admin-editor');
  const id = useId();
  const [angleText, setAngleText] = useState(String(initial.angle));
  const [stopTexts, setStopTexts] = useState(initial.stops);
  const angle = parseAngle(angleText);
  const stops = stopTexts.map(parseHex);
  const draft: Gradient = {
    angle: angle ?? initial.angle,
    stops: stops.map((hex, i) => hex ?? initial.stops[i] ?? '#000000'),
  };
  const isValid = angle !== null && stops.every(Boolean) && isGradient(draft);
  const shape: Gradient = { angle: draft.angle, stops: stopTexts };

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-angle`} className="mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-300">
          {t('angle')}
        </label>
        <div className="flex items-center gap-2">
          <input
            type="range"
            min={0}
            max={360}
            step={1}
            aria-hidden="true"
            tabIndex={-1}
            value={angle ?? initial.angle}
            onChange={(event) => setAngleText(event.target.value)}
            className="min-w-0 flex-1"
          />
          <input
            id={`${id}-angle`}
            type="number"
            inputMode="numeric"
            min={0}
            max={360}
            step={1}
            value={angleText}
            aria-invalid={angle === null ? true : undefined}
            aria-describedby={angle === null ? `${id}-angle-error` : undefined}
            onChange={(event) => setAngleText(event.target.value)}
            className={cn(inputBase, 'h-9 w-20 py-1 text-sm')}
          />
        </div>
        {angle === null && (
          <p id={`${id}-angle-error`} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
            {t('angleError')}
          </p>
        )}
      </div>
      <fieldset>
        <legend className="mb-1 text-xs font-semibold text-slate-600 dark:text-slate-300">{t('stops')}</legend>
        <ol className="space-y-1.5">
          {stopTexts.map((text, index) => (
            <li key={index} className="flex items-center gap-1.5">
              <input
                type="color"
                aria-label={t('stopColour', { n: index + 1 })}
                value={(stops[index] ?? '#000000').toLowerCase()}
                onChange={(event) =>
                  setStopTexts(stopTexts.map((s, i) => (i === index ? event.target.value.toUpperCase() : s)))
                }
                className="h-9 w-9 shrink-0 cursor-pointer rounded border border-slate-300 bg-transparent dark:border-slate-600"
              />
              <input
                aria-label={t('stop', { n: index + 1 })}
                value={text}
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                aria-invalid={stops[index] ? undefined : true}
                onChange={(event) => setStopTexts(stopTexts.map((s, i) => (i === index ? event.target.value : s)))}
                className={cn(inputBase, 'h-9 w-28 py-1 font-mono text-sm')}
              />
              <button
                type="button"
                className={toolButtonClass()}
                aria-label={t('removeStopN', { n: index + 1 })}
                disabled={!canRemoveStop(shape)}
                onClick={() => setStopTexts(removeStop(shape, index).stops)}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
        {stops.some((hex) => hex === null) && (
          <p role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
            {t('hexError')}
          </p>
        )}
        <button
          type="button"
          className={cn(toolButtonClass(), 'mt-1.5')}
          disabled={!canAddStop(shape)}
          onClick={() => setStopTexts(addStop(shape).stops)}
        >
          {t('addStop')}
        </button>
      </fieldset>
      <div>
        <p className="mb-1 text-xs font-semibold text-slate-600 dark:text-slate-300">{t('preview')}</p>
        <p data-testid="gradient-preview" className="text-xl font-bold" style={gradientTextStyle(draft)}>
          {t('previewText')}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          className={cn(toolButtonClass(), 'bg-brand-600 text-white hover:bg-brand-700')}
          disabled={!isValid}
          onClick={() => onApply(draft)}
        >
          {t('apply')}
        </button>
        <button type="button" className={toolButtonClass()} disabled={!hasGradient} onClick={() => onApply(null)}>
          {t('removeGradient')}
        </button>
      </div>
    </div>
  );
}
