import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import {
  type AnswerBody,
  AnswerBodySchema,
  type Question,
  type QuestionBody,
  QuestionBodySchema,
} from '#shared/catalogue.ts';
import { hasBengali } from '#shared/text.ts';
import { Avatar } from '#web/components/course/avatar.tsx';
import { RelativeDate } from '#web/components/course/relative-date.tsx';
import { cn } from '#web/components/ui/cn.ts';
import type { useLearningActions } from '#web/api/learning.ts';
import { TextBox } from '#web/components/ui/form/text-box.tsx';

type Actions = ReturnType<typeof useLearningActions>;

/** Questions of the open lesson with their answers; ask and answer (owners and admins). */
export function QuestionsPanel({
  courseId,
  lessonId,
  questions,
  actions,
}: {
  courseId: string;
  lessonId: string;
  questions: Question[];
  actions: Actions;
}) {
  const { t } = useTranslation('learning');
  const ask = async (body: QuestionBody) => {
    try {
      const r = await actions.ask.mutateAsync(body);
      toast.success(r.message);
      return true;
    } catch {
      return false; // the query client showed why
    }
  };
  return (
    <section aria-labelledby="questions-title" className="space-y-4">
      <h3 id="questions-title" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('questions.title')}
      </h3>
      <TextBox<QuestionBody>
        key={lessonId}
        id="ask-question"
        name="question"
        label={t('questions.ask')}
        submitLabel={t('questions.submit')}
        schema={QuestionBodySchema}
        values={{ courseId, contentId: lessonId }}
        isPending={actions.ask.isPending}
        onSubmit={ask}
      />
      {questions.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('questions.empty')}</p>
      ) : (
        <ul className="space-y-4">
          {questions.map((q) => (
            <QuestionItem key={q._id} question={q} courseId={courseId} lessonId={lessonId} actions={actions} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Entry({
  name,
  avatar,
  role,
  text,
  createdAt,
}: {
  name: string;
  avatar?: string | null;
  role: string;
  text: string;
  createdAt: string;
}) {
  const { t } = useTranslation('learning');
  return (
    <div className="flex gap-3">
      <Avatar name={name} url={avatar} size="h-8 w-8" className="text-sm" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={cn('font-semibold text-slate-900 dark:text-white', hasBengali(name) && 'font-bengali')}>
            {name}
          </span>
          {role === 'admin' && (
            <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{t('admin')}</span>
          )}
          <RelativeDate value={createdAt} className="text-xs text-slate-600 dark:text-slate-400" />
        </div>
        <p
          className={cn(
            'mt-1 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300',
            hasBengali(text) && 'font-bengali',
          )}
        >
          {text}
        </p>
      </div>
    </div>
  );
}

function QuestionItem({
  question,
  courseId,
  lessonId,
  actions,
}: {
  question: Question;
  courseId: string;
  lessonId: string;
  actions: Actions;
}) {
  const { t } = useTranslation('learning');
  const [answering, setAnswering] = useState(false);
  const answer = async (body: AnswerBody) => {
    try {
      const r = await actions.answer.mutateAsync(body);
      toast.success(r.message);
      setAnswering(false);
      return true;
    } catch {
      return false; // the query client showed why
    }
  };
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-700" data-testid="question">
      <Entry
        name={question.user.name}
        avatar={question.user.avatar?.url}
        role={question.user.role}
        text={question.question}
        createdAt={question.createdAt}
      />
      {question.questionReplies.length > 0 && (
        <ul className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
          {question.questionReplies.map((r) => (
            <li key={r._id}>
              <Entry
                name={r.user.name}
                avatar={r.user.avatar?.url}
                role={r.user.role}
                text={r.answer}
                createdAt={r.createdAt}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3">
        {answering ? (
          <TextBox<AnswerBody>
            id={`answer-${question._id}`}
            name="answer"
            label={t('questions.yourAnswer')}
            submitLabel={t('questions.answerSubmit')}
            schema={AnswerBodySchema}
            values={{ courseId, contentId: lessonId, questionId: question._id }}
            isPending={actions.answer.isPending}
            onSubmit={answer}
            rows={2}
          />
        ) : (
          <button
            type="button"
            onClick={() => setAnswering(true)}
            className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-100"
          >
            {t('questions.answer')}
          </button>
        )}
      </div>
    </li>
  );
}
