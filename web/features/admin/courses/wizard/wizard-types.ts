import type { Dispatch } from 'react';
import type { WizardAction, WizardState } from './wizard-state.ts';

/** What every step component receives from the wizard. */
export interface StepProps {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  /** The course being edited (quizzes can be added to a saved course only). */
  courseId?: string;
}
