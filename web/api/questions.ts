import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxQuestion, QuestionInboxStatus } from '#shared/catalogue/question-inbox.ts';
import { questionsAdminApi } from '#shared/endpoints/questions.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';
import { answerQuestion, learningKeys } from './learning.ts';

export type { InboxQuestion, QuestionInboxStatus };
export interface QuestionInboxParams {
  page: number;
  limit: number;
  courseId: string;
  status: QuestionInboxStatus;
}

/** The admins' questions inbox under `['admin', 'questions']`; a new notification refreshes it (the sidebar badge). */
export const questionKeys = {
  all: ['admin', 'questions'] as const,
  list: (params: QuestionInboxParams) => [...questionKeys.all, 'list', params] as const,
  unanswered: () => [...questionKeys.all, 'unanswered'] as const,
};

/** One page of questions across courses, newest first ('' as courseId: every course); the last page stays while the next loads. */
export const questionInboxQuery = (params: QuestionInboxParams) =>
  queryOptions({
    queryKey: questionKeys.list(params),
    queryFn: (context) =>
      call(
        questionsAdminApi.list,
        {
          query: {
            page: params.page,
            limit: params.limit,
            status: params.status,
            ...(params.courseId ? { courseId: params.courseId } : {}),
          },
        },
        context,
      ),
    placeholderData: keepPreviousData,
  });
export const useQuestionInbox = (params: QuestionInboxParams) => useQuery(questionInboxQuery(params));

/** How many questions wait for an answer (the admin sidebar's badge). */
export const unansweredQuestionsQuery = () =>
  queryOptions({
    queryKey: questionKeys.unanswered(),
    queryFn: (context) => call(questionsAdminApi.unansweredCount, undefined, context),
  });
export const useUnansweredQuestions = () => useQuery(unansweredQuestionsQuery());

/**
 * An admin's answer from the inbox: the learning page's own endpoint (learningApi.answer), so the learner gets it
 * exactly as when an admin answers there. Refreshes the inbox, the badge and that course's learning page.
 */
export function useAnswerQuestion(options?: WriteOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerQuestion,
    onSuccess: (_answer, body) =>
      Promise.all([
        client.invalidateQueries({ queryKey: questionKeys.all }),
        client.invalidateQueries({ queryKey: learningKeys.content(body.courseId) }),
      ]),
    meta: writeMeta(options),
  });
}
