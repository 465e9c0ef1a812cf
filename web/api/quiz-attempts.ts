import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/bilingual.ts';
import type { AnswerValue, Attempt } from '#shared/learning/attempts.ts';
import { quizzesApi } from '#shared/endpoints/quizzes.ts';
import { call } from './client.ts';

/**
 * Taking a quiz (issue 37): the quiz of a lesson, an attempt, answers, the submit and the merit list. Nothing here is
 * kept by the service worker (the reader's own data goes to the network only), and nothing carries a key before
 * grading: the answers' shapes have none.
 */
export const quizKeys = {
  all: ['quizzes'] as const,
  forLesson: (lessonId: string) => [...quizKeys.all, 'lesson', lessonId] as const,
  attempt: (attemptId: string, lang: Language) => [...quizKeys.all, 'attempt', attemptId, lang] as const,
  merit: (quizId: string) => [...quizKeys.all, 'merit', quizId] as const,
};

export const quizForLessonQuery = (lessonId: string) =>
  queryOptions({
    queryKey: quizKeys.forLesson(lessonId),
    queryFn: (context) => call(quizzesApi.forLesson, { params: { lessonId } }, context),
    select: (answer) => answer.quiz,
    retry: false,
  });
export const useQuizForLesson = (lessonId: string) => useQuery(quizForLessonQuery(lessonId));

/** An attempt with the moment (this browser's clock) its answer arrived, against which its `serverNow` is read. */
export type ReceivedAttempt = Attempt & { receivedAt: number };
const received = (attempt: Attempt): ReceivedAttempt => ({ ...attempt, receivedAt: Date.now() });

export const attemptQuery = (attemptId: string, lang: Language) =>
  queryOptions({
    queryKey: quizKeys.attempt(attemptId, lang),
    queryFn: (context) =>
      call(quizzesApi.attempt, { params: { attemptId }, query: { lang } }, context).then((a) => received(a.attempt)),
    retry: false,
    // The page holds the attempt's answers and clock once open: only a new visit or the grading reads it again.
    staleTime: 5000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const meritQuery = (quizId: string) =>
  queryOptions({
    queryKey: quizKeys.merit(quizId),
    queryFn: (context) => call(quizzesApi.merit, { params: { quizId } }, context),
    retry: false,
  });
export const useMerit = (quizId: string) => useQuery(meritQuery(quizId));

export const startAttempt = (quizId: string, lang: Language) =>
  call(quizzesApi.start, { params: { quizId }, query: { lang } }).then((a) => received(a.attempt));

export const saveAnswer = (attemptId: string, questionId: string, answer: AnswerValue | null, seq: number) =>
  call(quizzesApi.answer, { params: { attemptId, questionId }, body: { answer, seq } });

export const submitAttempt = (attemptId: string) =>
  call(quizzesApi.submit, { params: { attemptId } }).then((a) => a.result);

export const setMeritInitials = (initials: boolean) => call(quizzesApi.meritName, { body: { initials } });
