import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FONT_SIZE_PRESETS, RICH_TEXT_FONTS, type RichTextFontKey, fontStack } from '#shared/rich-text.ts';
import { cn } from '#web/components/ui/cn.ts';
import { loadFont } from '#web/lib/rich-text-fonts.ts';
import { inputBase } from '../form-controls.tsx';
import { toolButtonClass } from './toolbar-popover.tsx';
import { parseFontSize } from './toolbar-rules.ts';

const selectClass = cn(inputBase, 'h-9 py-1 pr-7 text-sm');
const CUSTOM = 'custom';

/** Font size: the spec's sizes by name, or a custom whole number of pixels from 8 to 200. */
export function SizeControl({ value, onChange }: { value: number | null; onChange: (px: number | null) => void }) {
  const { t } = useTranslation('admin-editor');
  const id = useId();
  const isPreset = value === null || FONT_SIZE_PRESETS.some((size) => size.px === value);
  const [isCustom, setCustom] = useState(false);
  const [draft, setDraft] = useState(value && !isPreset ? String(value) : '');
  const [error, setError] = useState<string | null>(null);
  const showCustom = isCustom || !isPreset;

  const apply = () => {
    const px = parseFontSize(draft);
    if (px === null) {
      setError(t('sizeError'));
      return;
    }
    setError(null);
    setCustom(false);
    onChange(px);
  };

  return (
    <div className="flex flex-wrap items-center gap-1">
      <select
        aria-label={t('size')}
        className={selectClass}
        value={showCustom ? CUSTOM : String(value ?? '')}
        onChange={(event) => {
          const next = event.target.value;
          if (next === CUSTOM) {
            setCustom(true);
            setDraft(value ? String(value) : '');
            return;
          }
          setCustom(false);
          setError(null);
          onChange(next ? Number(next) : null);
        }}
      >
        <option value="">{t('defaultSize')}</option>
        {FONT_SIZE_PRESETS.map((size) => (
          <option key={size.px} value={size.px}>
            {size.name ? t('sizeOption', { name: t(`sizes.${size.name}`), px: size.px }) : t('sizePx', { px: size.px })}
          </option>
        ))}
        <option value={CUSTOM}>{t('customSize')}</option>
      </select>
      {showCustom && (
        <span className="flex items-center gap-1">
          <label htmlFor={`${id}-custom`} className="sr-only">
            {t('customSizeLabel')}
          </label>
          <input
            id={`${id}-custom`}
            type="number"
            inputMode="numeric"
            min={8}
            max={200}
            step={1}
            value={draft}
            placeholder="8–200"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(inputBase, 'h-9 w-20 py-1 text-sm')}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                apply();
              }
            }}
          />
          <button type="button" className={toolButtonClass()} onClick={apply}>
            {t('apply')}
          </button>
        </span>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-xs text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

const GROUPS = [
  { script: 'bengali', label: 'bengaliFonts' },
  { script: 'english', label: 'englishFonts' },
  { script: 'monospace', label: 'monospaceFonts' },
] as const;

/** Font family: five Bengali fonts, four English fonts and a monospace, each shown in its own face. */
export function FontControl({
  value,
  onChange,
}: {
  value: RichTextFontKey | null;
  onChange: (key: RichTextFontKey | null) => void;
}) {
  const { t } = useTranslation('admin-editor');
  return (
    <select
      aria-label={t('font')}
      className={cn(selectClass, 'max-w-44')}
      value={value ?? ''}
      // The list shows each font in its face, so opening it loads them (the public pages load only those used).
      onFocus={() => RICH_TEXT_FONTS.forEach((font) => void loadFont(font.key))}
      onChange={(event) => onChange((event.target.value || null) as RichTextFontKey | null)}
    >
      <option value="">{t('defaultFont')}</option>
      {GROUPS.map((group) => (
        <optgroup key={group.script} label={t(group.label)}>
          {RICH_TEXT_FONTS.filter((font) => font.script === group.script).map((font) => (
            <option key={font.key} value={font.key} style={{ fontFamily: fontStack(font) }}>
              {font.family}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}
