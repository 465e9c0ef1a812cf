import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminQuestion, QuestionBody } from '#shared/learning/questions.ts';
import { QuestionFormSchema } from '#shared/learning/questions.ts';
import { useSaveQuestion } from '#web/api/question-bank.ts';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { QuestionForm } from './question-form.tsx';
import { emptyQuestionForm, questionToBody, questionToForm, type QuestionFormValues } from './question-form-state.ts';

/**
 * Write a new question (question null) or rewrite one, in a modal. The form is checked by the schema and the type
 * rules the server uses; the dialog closes only once the server has saved, and a refusal keeps what was typed.
 */
export function QuestionDialog({
  courseId,
  question,
  onClose,
}: {
  courseId: string;
  question: AdminQuestion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-quizzes');
  const save = useSaveQuestion(courseId, { errorToast: t('bank.saveFailed') });
  const [initial] = useState(() => (question ? questionToForm(question) : emptyQuestionForm()));
  const form = useSchemaForm<QuestionFormValues, QuestionBody>({
    schema: QuestionFormSchema,
    toBody: questionToBody,
    defaultValues: initial,
  });
  const isNew = question === null;
  const submit = (body: QuestionBody) =>
    save.mutate(
      { id: question?._id ?? null, body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
      },
    );
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={t(isNew ? 'bank.createTitle' : 'bank.editTitle')}
      wide
    >
      <Form form={form} onSubmit={submit}>
        <QuestionForm
          isSaving={save.isPending}
          submitLabel={t(isNew ? 'bank.create' : 'bank.save')}
          onCancel={onClose}
        />
      </Form>
    </AdminDialog>
  );
}
