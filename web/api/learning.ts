import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CourseContentAnswer,
  AnswerBody,
  LearningReviewBody,
  ProgressBody,
  QuestionBody,
  ReviewReplyBody,
} from '#shared/catalogue.ts';
import { coursesApi } from '#shared/endpoints/courses.ts';
import { learningApi } from '#shared/endpoints/learning.ts';
import { catalogueKeys } from './catalogue.ts';
import { call, writeMeta, type WriteOptions } from './client.ts';
import { reviewKeys } from './reviews.ts';

/** The learning page's content lives in the catalogue's `['courses']` family (an admin's course write refreshes it). */
export const learningKeys = {
  content: (id: string) => [...catalogueKeys.all, 'content', id] as const,
};

/** Every lesson with its questions, the reviews and the progress (owners and admins; 403 for anyone else). */
export const courseContentQuery = (id: string) =>
  queryOptions({
    queryKey: learningKeys.content(id),
    queryFn: (context) => call(coursesApi.content, { params: { id } }, context),
    retry: false,
  });
export const useCourseContent = (id: string, enabled: boolean) => useQuery({ ...courseContentQuery(id), enabled });

/**
 * Keeps where the learner is in a lesson's video (resume, issue 33) and notes it in the cached content, so going back
 * to the lesson resumes there without reading the course again. Quiet: a position that could not be kept is kept by
 * the next one. `leaving`: the request outlives the page.
 */
export function saveLessonPosition(
  client: QueryClient,
  input: { courseId: string; lessonId: string; positionSeconds: number },
  leaving = false,
): void {
  client.setQueryData<CourseContentAnswer>(learningKeys.content(input.courseId), (data) =>
    data
      ? {
          ...data,
          resume: { lessonId: input.lessonId, positionSeconds: input.positionSeconds },
          content: data.content.map((l) =>
            l._id === input.lessonId ? { ...l, positionSeconds: input.positionSeconds } : l,
          ),
        }
      : data,
  );
  call(learningApi.progress, { body: input }, { keepalive: leaving }).catch(() => undefined);
}

/** An answer to a learner's question (an admin's, from the learning page or the questions inbox). */
export const answerQuestion = (body: AnswerBody) => call(learningApi.answer, { body });

type LearningAction = 'ask' | 'answer' | 'review' | 'reply' | 'progress';

/**
 * The learning page's writes; each refetches the course content, the course cards (whose progress and ratings
 * move) and the reviews. A failure is shown as a toast ("Something went wrong" without the server's words), or as
 * `options[action]` says.
 */
export function useLearningActions(courseId: string, options: Partial<Record<LearningAction, WriteOptions>> = {}) {
  const client = useQueryClient();
  const meta = (action: LearningAction) => writeMeta(options[action]);
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: learningKeys.content(courseId) }),
      client.invalidateQueries({ queryKey: catalogueKeys.lists() }),
      client.invalidateQueries({ queryKey: reviewKeys.all }),
    ]);
  const ask = useMutation({
    mutationFn: (body: QuestionBody) => call(learningApi.ask, { body }),
    onSuccess: refresh,
    meta: meta('ask'),
  });
  const answer = useMutation({
    mutationFn: answerQuestion,
    onSuccess: refresh,
    meta: meta('answer'),
  });
  const review = useMutation({
    mutationFn: (body: LearningReviewBody) => call(learningApi.review, { params: { courseId }, body }),
    onSuccess: refresh,
    meta: meta('review'),
  });
  const reply = useMutation({
    mutationFn: (body: ReviewReplyBody) => call(learningApi.reply, { body }),
    onSuccess: refresh,
    meta: meta('reply'),
  });
  const progress = useMutation({
    mutationFn: (body: ProgressBody) => call(learningApi.progress, { body }),
    onSuccess: refresh,
    meta: meta('progress'),
  });
  return { ask, answer, review, reply, progress };
}
