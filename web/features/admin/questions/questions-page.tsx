import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineChatAlt } from 'react-icons/hi';
import { toast } from 'sonner';
import { type AnswerBody, AnswerBodySchema } from '#shared/catalogue/learning.ts';
import { QUESTION_INBOX_STATUSES } from '#shared/catalogue/question-inbox.ts';
import {
  type InboxQuestion,
  type QuestionInboxStatus,
  useAnswerQuestion,
  useQuestionInbox,
} from '#web/api/questions.ts';
import { RelativeDate } from '#web/components/course/relative-date.tsx';
import { TextBox } from '#web/components/ui/form/text-box.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { inputBase } from '#web/features/admin/ui/form-controls.tsx';
import { PagedList } from '#web/features/admin/ui/pager.tsx';

export const QUESTIONS_PAGE_SIZE = 10;

/**
 * /admin/questions (issue 13): every learner question across courses, newest first, a page at a time from the
 * server, by course and answered or not; an admin answers inline through the learning page's own endpoint.
 */
export function QuestionsPage() {
  const { t } = useTranslation(['admin-questions', 'admin']);
  const [courseId, setCourseId] = useState('');
  const [status, setStatus] = useState<QuestionInboxStatus>('all');
  const [page, setPage] = useState(1);
  const query = useQuestionInbox({ page, limit: QUESTIONS_PAGE_SIZE, courseId, status });
  const questions = query.data?.questions ?? [];

  return (
    <>
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <section aria-labelledby="questions-list-title">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <h2 id="questions-list-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {query.data ? t('unansweredCount', { count: query.data.unansweredCount }) : t('listTitle')}
          </h2>
          <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
            <div className="min-w-0 flex-1 sm:flex-none">
              <label
                htmlFor="questions-course"
                className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
              >
                {t('courseFilter')}
              </label>
              <select
                id="questions-course"
                className={cn(inputBase, 'w-full sm:w-56')}
                value={courseId}
                onChange={(e) => {
                  setCourseId(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">{t('allCourses')}</option>
                {(query.data?.courses ?? []).map((c) => (
                  <option key={c._id} value={c._id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="min-w-0 flex-1 sm:flex-none">
              <label
                htmlFor="questions-status"
                className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
              >
                {t('statusFilter')}
              </label>
              <select
                id="questions-status"
                className={cn(inputBase, 'w-full sm:w-44')}
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as QuestionInboxStatus);
                  setPage(1);
                }}
              >
                {QUESTION_INBOX_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`statuses.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        {query.isPending ? (
          <div className="space-y-3" data-testid="questions-loading">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-32 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <QueryError message={t('admin:loadError')} onRetry={() => void query.refetch()} />
        ) : questions.length === 0 ? (
          <EmptyState icon={<HiOutlineChatAlt />} title={t('emptyTitle')} line={t(`emptyLine.${status}`)} />
        ) : (
          <PagedList
            items={questions}
            renderItem={(question) => <QuestionCard key={question._id} question={question} />}
            isLoadingNext={query.isPlaceholderData}
            pagination={query.data.pagination}
            onPage={setPage}
            pagerLabel={t('pagerLabel')}
          />
        )}
      </section>
    </>
  );
}

function Author({ name, avatar, isAdmin }: { name: string; avatar?: string | null; isAdmin: boolean }) {
  const { t } = useTranslation('admin-questions');
  return (
    <span className="flex min-w-0 items-center gap-2">
      <UserAvatar name={name} url={avatar} className="h-7 w-7 text-xs" />
      <span className="truncate font-medium text-slate-900 dark:text-white">{name}</span>
      {isAdmin && (
        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100">
          {t('adminTag')}
        </span>
      )}
    </span>
  );
}

function QuestionCard({ question }: { question: InboxQuestion }) {
  const { t } = useTranslation('admin-questions');
  const answered = question.questionReplies.length > 0;
  const headingId = `question-${question._id}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="inbox-question"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={headingId} className="min-w-0 text-sm text-slate-600 dark:text-slate-400">
          <span className="font-semibold text-slate-800 dark:text-slate-200">{question.course.name}</span>
          <span aria-hidden="true"> · </span>
          <span>{question.lesson.title}</span>
        </p>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            answered
              ? 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200'
              : 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
          )}
        >
          {answered ? t('statuses.answered') : t('statuses.unanswered')}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <Author name={question.user.name} avatar={question.user.avatar?.url} isAdmin={question.user.role === 'admin'} />
        <RelativeDate value={question.createdAt} className="text-xs text-slate-500 dark:text-slate-400" />
      </div>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{question.question}</p>
      {answered && (
        <ul aria-label={t('answers')} className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 dark:border-slate-700">
          {question.questionReplies.map((reply) => (
            <li key={reply._id}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Author name={reply.user.name} avatar={reply.user.avatar?.url} isAdmin={reply.user.role === 'admin'} />
                <RelativeDate value={reply.createdAt} className="text-xs text-slate-500 dark:text-slate-400" />
              </div>
              <p className="mt-1 break-words whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">
                {reply.answer}
              </p>
            </li>
          ))}
        </ul>
      )}
      <AnswerForm question={question} />
    </li>
  );
}

function AnswerForm({ question }: { question: InboxQuestion }) {
  const { t } = useTranslation(['admin-questions', 'common']);
  const answer = useAnswerQuestion();
  const submit = async (body: AnswerBody) => {
    try {
      await answer.mutateAsync(body);
      toast.success(t('answered'));
      return true;
    } catch {
      return false; // the query client showed why
    }
  };
  return (
    <div className="mt-4">
      <TextBox<AnswerBody>
        id={`answer-${question._id}`}
        name="answer"
        label={t('yourAnswer')}
        submitLabel={t('submit')}
        schema={AnswerBodySchema}
        values={{ courseId: question.course._id, contentId: question.lesson._id, questionId: question._id }}
        rows={2}
        isPending={answer.isPending}
        onSubmit={submit}
        footerClassName="flex justify-end"
      />
    </div>
  );
}
