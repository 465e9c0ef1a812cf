import { useCallback, useReducer, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { useSaveCourse } from '#web/api/courses.ts';
import { AdminPageHeader } from '../../ui/admin-page-header.tsx';
import { useUnsavedChanges } from '../../ui/unsaved-changes.tsx';
import { sameValue } from '../../content/use-editor-state.ts';
import { CourseContentStep } from './course-content-step.tsx';
import { CourseInformationStep } from './course-information-step.tsx';
import { CourseOptionsStep } from './course-options-step.tsx';
import { CoursePreview } from './course-preview-step.tsx';
import { STEP_KEYS, StepNavigator } from './step-navigator.tsx';
import { StepButtons } from './step-buttons.tsx';
import { buildCoursePayload } from './wizard-checks.ts';
import { isStoredChange, wizardReducer, type WizardAction, type WizardState } from './wizard-state.ts';

/** The four-step course wizard (admin-side §2, §4); `courseId` switches it to edit mode. */
export function CourseWizard({ initial, courseId }: { initial: WizardState; courseId?: string }) {
  const { t } = useTranslation('admin-courses');
  const [state, dispatchDraft] = useReducer(wizardReducer, initial);
  // what is stored on the server: what the wizard opened with, plus what its dialogs saved since
  const [stored, setStored] = useState(initial);
  const dispatch = useCallback((action: WizardAction) => {
    dispatchDraft(action);
    if (isStoredChange(action)) setStored((before) => wizardReducer(before, action));
  }, []);
  const isEdit = courseId !== undefined;
  const save = useSaveCourse(courseId, { errorToast: isEdit ? t('wizard.updateFailed') : t('wizard.createFailed') });
  const navigate = useNavigate();
  const payload = state.step === 3 ? buildCoursePayload(state) : null;
  // what the admin typed differs from what is stored (moving between steps changes nothing)
  const isDirty = !sameValue({ ...state, step: 0 }, { ...stored, step: 0 });
  const guard = useUnsavedChanges(isDirty);

  const submit = () => {
    // a second click while the first request runs is ignored (admin-side §4)
    if (save.isPending || !payload) return;
    save.mutate(payload, {
      onSuccess: () => {
        toast.success(isEdit ? t('wizard.updated') : t('wizard.created'));
        guard.allowLeave();
        void navigate('/admin/courses');
      },
    });
  };

  const stepProps = { state, dispatch, courseId };
  return (
    <>
      <AdminPageHeader title={isEdit ? t('wizard.titleEdit') : t('wizard.titleCreate')} />
      <StepNavigator {...stepProps} />
      <section
        aria-labelledby="wizard-step-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="wizard-step-title" className="mb-5 text-xl font-bold text-slate-900 dark:text-white">
          {t(`steps.${STEP_KEYS[state.step]}`)}
        </h2>
        {state.step === 0 && <CourseInformationStep {...stepProps} />}
        {state.step === 1 && <CourseOptionsStep {...stepProps} />}
        {state.step === 2 && <CourseContentStep {...stepProps} />}
        {state.step === 3 && payload && (
          <>
            <CoursePreview course={payload} />
            <StepButtons
              onPrev={() => dispatch({ type: 'goTo', step: 2 })}
              next={
                <Button onClick={submit} isLoading={save.isPending}>
                  {isEdit ? t('wizard.update') : t('wizard.create')}
                </Button>
              }
            />
          </>
        )}
      </section>
    </>
  );
}
