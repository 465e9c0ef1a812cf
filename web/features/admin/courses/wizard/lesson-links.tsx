import { useTranslation } from '#web/i18n/react.tsx';
import { HiPlus, HiTrash } from 'react-icons/hi';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '../../ui/form-controls.tsx';
import type { Language } from '#shared/bilingual.ts';
import { BilingualField } from '../../ui/bilingual-field.tsx';
import type { LessonProps } from './lesson-editor.tsx';

/** The lesson's resource links; the first row always stays (admin-side §2). */
export function LessonLinks({ sectionKey, primary, lesson, dispatch }: LessonProps & { primary: Language }) {
  const { t } = useTranslation('admin-courses');
  const target = { section: sectionKey, lesson: lesson.key };
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{t('lesson.links')}</legend>
      <ul className="space-y-2">
        {lesson.links.map((link, index) => (
          <li key={index} className="grid gap-2 sm:grid-cols-[1fr_auto]">
            <div className="sm:col-span-2">
              <BilingualField
                id={`lesson-${lesson.key}-link-${index}`}
                label={t('lesson.linkTitle', { n: index + 1 })}
                value={link.title}
                onChange={(title) => dispatch({ type: 'setLink', ...target, index, patch: { title } })}
                primary={primary}
              >
                {(control) => (
                  <input
                    id={control.id}
                    aria-label={control.language === primary ? t('lesson.linkTitle', { n: index + 1 }) : control.label}
                    placeholder={t('lesson.linkTitlePlaceholder')}
                    className={inputClass}
                    value={control.value}
                    onChange={(e) => control.onChange(e.target.value)}
                  />
                )}
              </BilingualField>
            </div>
            <input
              type="url"
              aria-label={t('lesson.linkUrl', { n: index + 1 })}
              placeholder="https://"
              className={inputClass}
              value={link.url}
              onChange={(e) => dispatch({ type: 'setLink', ...target, index, patch: { url: e.target.value } })}
            />
            {index > 0 ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('lesson.removeLink', { n: index + 1 })}
                onClick={() => dispatch({ type: 'removeLink', ...target, index })}
              >
                <HiTrash aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />
              </Button>
            ) : (
              <span className="hidden w-10 sm:block" />
            )}
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="mt-2" onClick={() => dispatch({ type: 'addLink', ...target })}>
        <HiPlus aria-hidden="true" className="h-4 w-4" />
        {t('lesson.addLink')}
      </Button>
    </fieldset>
  );
}
