import { type Dispatch, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiArrowDown, HiArrowUp, HiChevronDown, HiMenu, HiTrash } from 'react-icons/hi';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { useFocusAfterRender } from '#web/components/ui/use-focus-after-render.ts';
import { Field, inputClass } from '../../ui/form-controls.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor/rich-text-editor.tsx';
import { BilingualField } from '../../ui/bilingual-field.tsx';
import { pick, type Language } from '#shared/bilingual.ts';
import { LessonLinks } from './lesson-links.tsx';
import { LessonVideo } from './lesson-video.tsx';
import { WIZARD_MESSAGES } from './wizard-checks.ts';
import type { LessonDraft, WizardAction } from './wizard-state.ts';

/** A lesson's title field, for moving the focus to it: each field's id is `lesson-{key}-{field}`. */
export const LESSON_TITLE = '[id^="lesson-"][id$="-title"]';

export interface LessonProps {
  sectionKey: string;
  lesson: LessonDraft;
  dispatch: Dispatch<WizardAction>;
}

/** One lesson: collapsible, draggable by its handle, and movable with Move up / Move down from the keyboard. */
export function LessonEditor({
  sectionKey,
  primary,
  lesson,
  index,
  count,
  dispatch,
  onDragStart,
  onDragEnd,
}: LessonProps & {
  /** The course's primary language: shown first, and what the lesson's heading names it by. */
  primary: Language;
  index: number;
  count: number;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const { t } = useTranslation('admin-courses');
  const [isOpen, setOpen] = useState(true);
  const id = (name: string) => `lesson-${lesson.key}-${name}`;
  const update = (patch: Extract<WizardAction, { type: 'updateLesson' }>['patch']) =>
    dispatch({ type: 'updateLesson', section: sectionKey, lesson: lesson.key, patch });
  const title = pick(lesson.title, primary).text.trim() || t('content.untitled');
  const focusAfter = useFocusAfterRender();
  const move = (to: number) => {
    dispatch({ type: 'moveLesson', section: sectionKey, from: index, to });
    // the pressed button is disabled at the top or the bottom: the focus goes to the other one, on the same lesson
    const pressed = to < index ? 'move-up' : 'move-down';
    const atEnd = to === 0 || to === count - 1;
    focusAfter(() => document.getElementById(id(atEnd ? (pressed === 'move-up' ? 'move-down' : 'move-up') : pressed)));
  };
  const remove = () => {
    if (count <= 1) toast.error(WIZARD_MESSAGES.lastLessonOfSection);
    else dispatch({ type: 'removeLesson', section: sectionKey, lesson: lesson.key });
  };

  return (
    <article
      aria-label={t('content.lessonLabel', { n: index + 1, title })}
      className="rounded-xl border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-950"
    >
      <div className="flex flex-wrap items-center gap-1 p-2">
        <span
          draggable
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', lesson.key);
            onDragStart();
          }}
          onDragEnd={onDragEnd}
          title={t('content.dragHint')}
          className="cursor-grab p-2 text-slate-500 active:cursor-grabbing dark:text-slate-400"
        >
          <HiMenu aria-hidden="true" className="h-4 w-4" />
        </span>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={id('body')}
          onClick={() => setOpen((o) => !o)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-lg px-1 py-1 text-left text-sm font-medium text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-100"
        >
          <HiChevronDown
            aria-hidden="true"
            className={cn('h-4 w-4 shrink-0 transition-transform', !isOpen && '-rotate-90')}
          />
          <span className="truncate">{t('content.lessonHeading', { n: index + 1, title })}</span>
        </button>
        <Button
          id={id('move-up')}
          variant="ghost"
          size="icon"
          disabled={index === 0}
          aria-label={t('content.moveUp', { title })}
          onClick={() => move(index - 1)}
        >
          <HiArrowUp aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button
          id={id('move-down')}
          variant="ghost"
          size="icon"
          disabled={index === count - 1}
          aria-label={t('content.moveDown', { title })}
          onClick={() => move(index + 1)}
        >
          <HiArrowDown aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('content.deleteLesson', { title })} onClick={remove}>
          <HiTrash aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />
        </Button>
      </div>
      <div
        id={id('body')}
        hidden={!isOpen}
        className="space-y-4 border-t border-slate-200 p-3 sm:p-4 dark:border-slate-800"
      >
        <Field label={t('lesson.title')} htmlFor={id('title')} required>
          <BilingualField
            id={id('title')}
            label={t('lesson.title')}
            value={lesson.title}
            onChange={(title) => update({ title })}
            primary={primary}
          >
            {(control) => (
              <input
                id={control.id}
                aria-label={control.language === primary ? undefined : control.label}
                className={inputClass}
                value={control.value}
                onChange={(e) => control.onChange(e.target.value)}
              />
            )}
          </BilingualField>
        </Field>
        <LessonVideo sectionKey={sectionKey} lesson={lesson} dispatch={dispatch} />
        <Field label={t('lesson.description')} htmlFor={id('description')} required>
          <BilingualField
            id={id('description')}
            label={t('lesson.description')}
            value={lesson.description}
            onChange={(description) => update({ description })}
            primary={primary}
          >
            {(control) => (
              <RichTextEditor
                id={control.id}
                label={control.language === primary ? t('lesson.description') : control.label}
                value={control.value}
                onChange={control.onChange}
              />
            )}
          </BilingualField>
        </Field>
        <LessonLinks sectionKey={sectionKey} primary={primary} lesson={lesson} dispatch={dispatch} />
        <Field label={t('lesson.suggestion')} htmlFor={id('suggestion')}>
          <input
            id={id('suggestion')}
            className={inputClass}
            value={lesson.suggestion}
            onChange={(e) => update({ suggestion: e.target.value })}
          />
        </Field>
        <Field label={t('lesson.announcement')} htmlFor={id('announcement')}>
          <BilingualField
            id={id('announcement')}
            label={t('lesson.announcement')}
            value={lesson.announcement}
            onChange={(announcement) => update({ announcement })}
            primary={primary}
          >
            {(control) => (
              <RichTextEditor
                id={control.id}
                label={control.language === primary ? t('lesson.announcement') : control.label}
                value={control.value}
                onChange={control.onChange}
              />
            )}
          </BilingualField>
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={lesson.isPreview}
            onChange={(e) => update({ isPreview: e.target.checked })}
          />
          {t('lesson.isPreview')}
        </label>
      </div>
    </article>
  );
}
