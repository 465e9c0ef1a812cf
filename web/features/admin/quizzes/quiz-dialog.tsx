import { toast } from 'sonner';
import type { AdminQuiz, CreateQuizBody, QuizSettings } from '#shared/learning/quizzes.ts';
import { CreateQuizFormSchema, QuizSettingsFormSchema } from '#shared/learning/quizzes.ts';
import { useAdminQuiz, useQuestionBank, useSaveQuiz } from '#web/api/question-bank.ts';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { QuizForm } from './quiz-form.tsx';
import { emptyQuizForm, quizToCreateBody, quizToForm, quizToSettings, type QuizFormValues } from './quiz-form-state.ts';

/** What the wizard learns of a saved quiz: its lesson and title (the lesson's). */
export interface SavedQuiz {
  lessonId: string;
  title: string;
}

type Target = { quizId: string } | { sectionIndex: number };

/**
 * Create a quiz at the end of a section (`sectionIndex`) or change one (`quizId`), in a modal; the bank's questions
 * and tags fill the fixed list and the tag choices. Closes only once the server has saved.
 */
export function QuizDialog({
  courseId,
  target,
  onSaved,
  onClose,
}: {
  courseId: string;
  target: Target;
  onSaved: (quiz: SavedQuiz) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-quizzes', 'admin']);
  const quizId = 'quizId' in target ? target.quizId : null;
  const current = useAdminQuiz(quizId);
  const bank = useQuestionBank(courseId);
  const failed = (quizId !== null && current.isError) || bank.isError;
  const ready = bank.data && (quizId === null || current.data);
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(quizId === null ? 'quiz.createTitle' : 'quiz.editTitle')}
      wide
    >
      {failed ? (
        <QueryError
          message={errorMessage(current.error ?? bank.error, t('admin:loadError'))}
          onRetry={() => void Promise.all([bank.refetch(), quizId ? current.refetch() : null])}
        />
      ) : !ready ? (
        <div className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : (
        <QuizEditor
          courseId={courseId}
          target={target}
          quiz={current.data ?? null}
          bank={bank.data}
          onSaved={onSaved}
          onClose={onClose}
        />
      )}
    </AdminDialog>
  );
}

function QuizEditor({
  courseId,
  target,
  quiz,
  bank,
  onSaved,
  onClose,
}: {
  courseId: string;
  target: Target;
  quiz: AdminQuiz | null;
  bank: NonNullable<ReturnType<typeof useQuestionBank>['data']>;
  onSaved: (quiz: SavedQuiz) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-quizzes');
  const save = useSaveQuiz(courseId, { errorToast: t('quiz.saveFailed') });
  const isNew = 'sectionIndex' in target;
  const form = useSchemaForm<QuizFormValues, CreateQuizBody | QuizSettings>({
    schema: isNew ? CreateQuizFormSchema : QuizSettingsFormSchema,
    toBody: (values) => (isNew ? quizToCreateBody(values, target.sectionIndex) : quizToSettings(values)),
    defaultValues: quiz ? quizToForm(quiz) : emptyQuizForm(),
  });
  const submit = (body: CreateQuizBody | QuizSettings) =>
    save.mutate(isNew ? { quizId: null, body: body as CreateQuizBody } : { quizId: quiz!._id, body }, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onSaved({ lessonId: answer.quiz.lessonId, title: body.title.trim() });
        onClose();
      },
    });
  return (
    <Form form={form} onSubmit={submit}>
      <QuizForm
        bank={bank.questions}
        tags={bank.tags}
        isSaving={save.isPending}
        submitLabel={t(isNew ? 'quiz.create' : 'quiz.save')}
        onCancel={onClose}
      />
    </Form>
  );
}
