import { useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiPlus } from 'react-icons/hi';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { useFocusAfterRender } from '#web/components/ui/use-focus-after-render.ts';
import { CompletionRuleEditor } from './completion-rule.tsx';
import { LESSON_TITLE } from './lesson-editor.tsx';
import { SectionBlock } from './section-block.tsx';
import { StepButtons } from './step-buttons.tsx';
import { checkAddSection, checkContentNext } from './wizard-checks.ts';
import type { StepProps } from './wizard-types.ts';

/** The lesson being dragged; drops are accepted only inside the same section. */
export interface DragSource {
  section: string;
  index: number;
}

/** Step 3, Course Content: sections of lessons, and the course's completion rule (its quizzes are lessons here). */
export function CourseContentStep({ state, dispatch, courseId }: StepProps) {
  const { t } = useTranslation('admin-courses');
  const [drag, setDrag] = useState<DragSource | null>(null);
  const sectionsRef = useRef<HTMLDivElement>(null);
  const focusAfter = useFocusAfterRender();

  const addSection = () => {
    const message = checkAddSection(state);
    if (message) toast.error(message);
    else {
      dispatch({ type: 'addSection' });
      // the new section's first lesson title is what the admin fills next
      focusAfter(() =>
        [...(sectionsRef.current?.querySelectorAll('[data-wizard-section]') ?? [])]
          .at(-1)
          ?.querySelector<HTMLElement>(LESSON_TITLE),
      );
    }
  };
  const onNext = () => {
    const message = checkContentNext(state);
    if (message) toast.error(message);
    else dispatch({ type: 'goTo', step: 3 });
  };

  return (
    <div ref={sectionsRef} className="space-y-4">
      {state.sections.map((section, index) => (
        <SectionBlock
          key={section.key}
          section={section}
          number={index + 1}
          dispatch={dispatch}
          drag={drag}
          onDrag={setDrag}
          courseId={courseId}
          primary={state.info.primaryLanguage}
        />
      ))}
      <Button variant="outline" onClick={addSection}>
        <HiPlus aria-hidden="true" className="h-4 w-4" />
        {t('content.addSection')}
      </Button>
      <CompletionRuleEditor courseId={courseId} />
      <StepButtons onPrev={() => dispatch({ type: 'goTo', step: 1 })} onNext={onNext} />
    </div>
  );
}
