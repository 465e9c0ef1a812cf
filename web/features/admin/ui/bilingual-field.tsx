import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LANGUAGES, type Bilingual, type Language } from '#shared/bilingual.ts';
import { htmlToText } from '#shared/html-text.ts';
import { useTranslation } from '#web/i18n/react.tsx';

/** What one language's control gets: its id, its value, its label and how to change it. */
export interface LanguageControl {
  id: string;
  language: Language;
  value: string;
  label: string;
  onChange: (value: string) => void;
}

interface BilingualFieldProps {
  /** The primary language's control takes this id (the field's label and the step checks point at it). */
  id: string;
  label: string;
  value: Bilingual;
  onChange: (value: Bilingual) => void;
  /** The language shown first and opened first on a phone. */
  primary?: Language;
  /** One language's control: an input, a textarea or the rich-text editor. */
  children: (control: LanguageControl) => ReactNode;
}

const filled = (text: string) => htmlToText(text).trim() !== '';

/**
 * One translatable field (issue 34, decision 0092): its Bengali and English values side by side from 768 px, and as
 * two tabs on a phone. Changing one language hands back both, so a save never loses the other. An empty language
 * whose other one is filled says "English missing" / "Bengali missing".
 */
export function BilingualField({ id, label, value, onChange, primary = 'bn', children }: BilingualFieldProps) {
  const { t } = useTranslation('admin');
  const order: Language[] = primary === 'bn' ? ['bn', 'en'] : ['en', 'bn'];
  const [open, setOpen] = useState<Language>(primary);
  const tabsId = useId();
  const controlId = (language: Language) => (language === primary ? id : `${id}-${language}`);
  const isMissing = (language: Language) =>
    !filled(value[language]) && LANGUAGES.some((other) => other !== language && filled(value[other]));

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = order[(order.indexOf(open) + 1) % order.length]!;
    setOpen(next);
    document.getElementById(`${tabsId}-tab-${next}`)?.focus();
  }

  return (
    <div className="space-y-2">
      <div role="tablist" aria-label={t('bilingual.tabs', { field: label })} className="flex gap-1 md:hidden">
        {order.map((language) => (
          <button
            key={language}
            id={`${tabsId}-tab-${language}`}
            type="button"
            role="tab"
            aria-selected={open === language}
            aria-controls={`${tabsId}-panel-${language}`}
            tabIndex={open === language ? 0 : -1}
            onClick={() => setOpen(language)}
            onKeyDown={onTabKey}
            className={`rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
              open === language
                ? 'bg-blue-600 text-white'
                : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200'
            }`}
          >
            {t(`bilingual.languages.${language}`)}
            {isMissing(language) && (
              <span aria-hidden="true" className="ml-1 text-amber-300">
                •
              </span>
            )}
          </button>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {order.map((language) => (
          <div
            key={language}
            id={`${tabsId}-panel-${language}`}
            role="tabpanel"
            aria-labelledby={`${tabsId}-tab-${language}`}
            lang={language}
            className={`min-w-0 space-y-1 ${open === language ? 'block' : 'hidden md:block'}`}
          >
            <div className="hidden items-center justify-between text-xs font-medium text-slate-600 md:flex dark:text-slate-400">
              <span>{t(`bilingual.languages.${language}`)}</span>
            </div>
            {children({
              id: controlId(language),
              language,
              value: value[language],
              label: `${t(`bilingual.languages.${language}`)}: ${label}`,
              onChange: (text) => onChange({ ...value, [language]: text }),
            })}
            {isMissing(language) && (
              <p className="text-xs text-amber-700 dark:text-amber-400">{t(`bilingual.missing.${language}`)}</p>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
