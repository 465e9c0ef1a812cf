import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type EndpointAnswer, fillPath } from '#shared/endpoint.ts';
import { questionBankApi } from '#shared/endpoints/question-bank.ts';
import { quizzesAdminApi } from '#shared/endpoints/quizzes.ts';
import type { CompletionRuleBody } from '#shared/learning/progress.ts';
import type { QuestionBody } from '#shared/learning/questions.ts';
import type { CreateQuizBody, GrantBody, QuizSettings } from '#shared/learning/quizzes.ts';
import { adminDataChanged } from '#web/lib/admin-data.ts';
import { apiBlob, browserApiClient } from '#web/lib/api-client.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';

/** A course's question bank and quizzes (issue 37), as the admin screens read and write them. */
export const quizAdminKeys = {
  all: ['quiz-admin'] as const,
  bank: (courseId: string) => [...quizAdminKeys.all, 'bank', courseId] as const,
  quizzes: (courseId: string) => [...quizAdminKeys.all, 'quizzes', courseId] as const,
  quiz: (quizId: string) => [...quizAdminKeys.all, 'quiz', quizId] as const,
  results: (quizId: string) => [...quizAdminKeys.all, 'results', quizId] as const,
  completionRule: (courseId: string) => [...quizAdminKeys.all, 'completion-rule', courseId] as const,
};

export type BankAnswer = EndpointAnswer<typeof questionBankApi.list>;
export type ImportAnswer = EndpointAnswer<typeof questionBankApi.import>;

/** The whole bank with its keys and every tag in use (the screen filters, searches and pages it). */
export const questionBankQuery = (courseId: string) =>
  queryOptions({
    queryKey: quizAdminKeys.bank(courseId),
    queryFn: (context) => call(questionBankApi.list, { params: { courseId }, query: {} }, context),
  });
export const useQuestionBank = (courseId: string) => useQuery(questionBankQuery(courseId));

function useChanged() {
  const queryClient = useQueryClient();
  return () => adminDataChanged(queryClient);
}

/** Creates (`id: null`, in `courseId`'s bank) or rewrites a question. */
export function useSaveQuestion(courseId: string, options: WriteOptions = {}) {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: QuestionBody }) =>
      id === null
        ? call(questionBankApi.create, { params: { courseId }, body })
        : call(questionBankApi.update, { params: { questionId: id }, body }),
    onSuccess: changed,
    meta: writeMeta(options),
  });
}

export function useDeleteQuestion(options: WriteOptions = {}) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (questionId: string) => call(questionBankApi.remove, { params: { questionId } }),
    onSuccess: changed,
    meta: writeMeta(options),
  });
}

/**
 * A CSV file sent as it is (`text/csv`, the contract's body); a refused file is an ApiError whose `rows` lists every
 * bad row, and nothing was imported.
 */
export function useImportQuestions(courseId: string, options: WriteOptions = {}) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (csv: string) =>
      browserApiClient().json<ImportAnswer>(fillPath(questionBankApi.import.path, { courseId }), {
        method: 'POST',
        body: csv,
        contentType: 'text/csv',
      }),
    onSuccess: changed,
    meta: writeMeta(options),
  });
}

/** The bank as CSV, in the import's format. */
export const exportQuestionsCsv = (courseId: string): Promise<Blob> =>
  apiBlob(fillPath(questionBankApi.export.path, { courseId }));

export const courseQuizzesQuery = (courseId: string) =>
  queryOptions({
    queryKey: quizAdminKeys.quizzes(courseId),
    queryFn: (context) => call(quizzesAdminApi.list, { params: { courseId } }, context),
    select: (answer) => answer.quizzes,
  });
export const useCourseQuizzes = (courseId: string | undefined) =>
  useQuery({ ...courseQuizzesQuery(courseId ?? ''), enabled: Boolean(courseId) });

/** One quiz with its settings and any fixed list (the edit form starts from it). */
export const adminQuizQuery = (quizId: string) =>
  queryOptions({
    queryKey: quizAdminKeys.quiz(quizId),
    queryFn: (context) => call(quizzesAdminApi.one, { params: { quizId } }, context),
    select: (answer) => answer.quiz,
  });
export const useAdminQuiz = (quizId: string | null) =>
  useQuery({ ...adminQuizQuery(quizId ?? ''), enabled: quizId !== null });

export const quizResultsQuery = (quizId: string) =>
  queryOptions({
    queryKey: quizAdminKeys.results(quizId),
    queryFn: (context) => call(quizzesAdminApi.results, { params: { quizId } }, context),
  });
export const useQuizResults = (quizId: string) => useQuery(quizResultsQuery(quizId));

/** Creates a quiz and its lesson at the end of a section (`quizId: null`), or changes a quiz's settings. */
export function useSaveQuiz(courseId: string, options: WriteOptions = {}) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (
      input: { quizId: null; body: CreateQuizBody } | { quizId: string; body: QuizSettings },
    ): Promise<{ message: string; quiz: { _id: string; lessonId: string } }> =>
      input.quizId === null
        ? call(quizzesAdminApi.create, { params: { courseId }, body: input.body })
        : call(quizzesAdminApi.update, { params: { quizId: input.quizId }, body: input.body }),
    onSuccess: changed,
    meta: writeMeta(options),
  });
}

/** The attempts of a quiz as CSV. */
export const exportResultsCsv = (quizId: string): Promise<Blob> =>
  apiBlob(fillPath(quizzesAdminApi.resultsCsv.path, { quizId }));

/** Extra attempts or minutes for one learner. */
export function useGrant(quizId: string, options: WriteOptions = {}) {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: GrantBody }) =>
      call(quizzesAdminApi.grant, { params: { quizId, userId }, body }),
    onSuccess: changed,
    meta: writeMeta(options),
  });
}

/** A course's completion rule (issue 33): the share of lessons and the quizzes to pass. */
export const useCompletionRule = (courseId: string | undefined) =>
  useQuery({
    queryKey: quizAdminKeys.completionRule(courseId ?? ''),
    queryFn: (context) => call(quizzesAdminApi.completionRule, { params: { courseId: courseId! } }, context),
    select: (answer) => answer.rule,
    enabled: Boolean(courseId),
  });

export function useSaveCompletionRule(courseId: string, options: WriteOptions = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CompletionRuleBody) => call(quizzesAdminApi.saveCompletionRule, { params: { courseId }, body }),
    onSuccess: (answer) =>
      client.setQueryData(quizAdminKeys.completionRule(courseId), { success: true, rule: answer.rule }),
    meta: writeMeta(options),
  });
}
