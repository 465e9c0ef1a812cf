import { type Dispatch, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiChevronDown, HiClipboardCheck, HiPencil, HiPlus, HiTrash } from 'react-icons/hi';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { useFocusAfterRender } from '#web/components/ui/use-focus-after-render.ts';
import { QuizDialog } from '../../quizzes/quiz-dialog.tsx';
import { ConfirmDialog } from '../../ui/admin-dialog.tsx';
import type { DragSource } from './course-content-step.tsx';
import { LESSON_TITLE, LessonEditor } from './lesson-editor.tsx';
import { QuizLesson } from './quiz-lesson.tsx';
import { SectionName } from './section-name.tsx';
import { checkAddLesson } from './wizard-checks.ts';
import type { SectionDraft, WizardAction } from './wizard-state.ts';
import { pick, type Language } from '#shared/bilingual.ts';

type DropMark = { index: number; position: 'above' | 'below' } | null;

/** One collapsible section with its lessons, rename, delete and drag-and-drop reordering inside it. */
export function SectionBlock({
  section,
  number,
  dispatch,
  drag,
  onDrag,
  courseId,
  primary,
}: {
  section: SectionDraft;
  /** The course's primary language: its lessons' texts show it first. */
  primary: Language;
  number: number;
  /** The saved course (a quiz is added to a saved course only). */
  courseId?: string;
  dispatch: Dispatch<WizardAction>;
  drag: DragSource | null;
  onDrag: (source: DragSource | null) => void;
}) {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const [isRenaming, setRenaming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const [mark, setMark] = useState<DropMark>(null);
  const [isAddingQuiz, setAddingQuiz] = useState(false);
  const bodyId = `section-body-${section.key}`;
  const name = pick(section.name, primary).text;
  const canDrop = drag?.section === section.key;
  const focusAfter = useFocusAfterRender();
  const renameId = `section-${section.key}-rename`;
  const endRename = () => {
    setRenaming(false);
    focusAfter(() => document.getElementById(renameId));
  };

  const addLesson = () => {
    const message = checkAddLesson(section);
    if (message) toast.error(message);
    else {
      dispatch({ type: 'addLesson', section: section.key });
      focusAfter(() => document.querySelector<HTMLElement>(`#${bodyId} > ol > li:last-child ${LESSON_TITLE}`));
    }
  };
  const confirmDelete = () => {
    dispatch({ type: 'deleteSection', section: section.key });
    setDeleting(false);
    toast.success(t('content.sectionDeleted', { name }));
  };
  const onDrop = () => {
    if (canDrop && mark) {
      const to = mark.position === 'below' ? mark.index + 1 : mark.index;
      dispatch({ type: 'moveLesson', section: section.key, from: drag.index, to: drag.index < to ? to - 1 : to });
    }
    setMark(null);
    onDrag(null);
  };

  return (
    <section
      data-wizard-section
      aria-label={t('content.sectionLabel', { n: number, name })}
      className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-3 dark:border-slate-800">
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={section.isOpen}
          aria-controls={bodyId}
          aria-label={t('content.toggleSection', { name })}
          onClick={() => dispatch({ type: 'toggleSection', section: section.key })}
        >
          <HiChevronDown
            aria-hidden="true"
            className={cn('h-5 w-5 transition-transform', !section.isOpen && '-rotate-90')}
          />
        </Button>
        <div className="min-w-0 flex-1">
          {isRenaming ? (
            <SectionName
              name={section.name}
              primary={primary}
              onSave={(name) => {
                dispatch({ type: 'renameSection', section: section.key, name });
                endRename();
                toast.success(t('content.sectionRenamed'));
              }}
              onCancel={endRename}
            />
          ) : (
            <h3 className="truncate font-semibold text-slate-900 dark:text-white">{name}</h3>
          )}
        </div>
        {!isRenaming && (
          <Button
            id={renameId}
            variant="ghost"
            size="icon"
            aria-label={t('content.renameSection', { name })}
            onClick={() => setRenaming(true)}
          >
            <HiPencil aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('content.deleteSection', { name })}
          onClick={() => setDeleting(true)}
        >
          <HiTrash aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />
        </Button>
      </div>
      <div id={bodyId} hidden={!section.isOpen} className="space-y-3 p-3 sm:p-4">
        <ol className="space-y-3" onDrop={onDrop} onDragOver={(e) => canDrop && e.preventDefault()}>
          {section.lessons.map((lesson, index) => (
            <li
              key={lesson.key}
              className="relative"
              onDragOver={(e) => {
                if (!canDrop) return;
                e.preventDefault();
                const box = e.currentTarget.getBoundingClientRect();
                setMark({ index, position: e.clientY < box.top + box.height / 2 ? 'above' : 'below' });
              }}
            >
              {mark?.index === index && canDrop && (
                <div
                  data-testid="drop-indicator"
                  aria-hidden="true"
                  className={cn(
                    'absolute inset-x-0 h-1 rounded bg-brand-500',
                    mark.position === 'above' ? '-top-2' : '-bottom-2',
                  )}
                />
              )}
              {lesson.type === 'quiz' ? (
                <QuizLesson
                  courseId={courseId}
                  sectionKey={section.key}
                  primary={primary}
                  lesson={lesson}
                  index={index}
                  count={section.lessons.length}
                  dispatch={dispatch}
                />
              ) : (
                <LessonEditor
                  sectionKey={section.key}
                  primary={primary}
                  lesson={lesson}
                  index={index}
                  count={section.lessons.length}
                  dispatch={dispatch}
                  onDragStart={() => onDrag({ section: section.key, index })}
                  onDragEnd={() => {
                    setMark(null);
                    onDrag(null);
                  }}
                />
              )}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="outline" size="sm" onClick={addLesson}>
            <HiPlus aria-hidden="true" className="h-4 w-4" />
            {t('content.addLesson')}
          </Button>
          {courseId ? (
            <Button variant="outline" size="sm" onClick={() => setAddingQuiz(true)}>
              <HiClipboardCheck aria-hidden="true" className="h-4 w-4" />
              {t('content.addQuiz')}
            </Button>
          ) : (
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('content.quizAfterSave')}</p>
          )}
        </div>
        {isAddingQuiz && courseId && (
          <QuizDialog
            courseId={courseId}
            target={{ sectionIndex: number - 1 }}
            onSaved={(quiz) =>
              dispatch({ type: 'addQuizLesson', section: section.key, lessonId: quiz.lessonId, title: quiz.title })
            }
            onClose={() => setAddingQuiz(false)}
          />
        )}
      </div>
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={setDeleting}
        title={t('content.deleteSectionTitle')}
        description={t('content.deleteSectionText', { name })}
        confirmLabel={t('admin:delete')}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
