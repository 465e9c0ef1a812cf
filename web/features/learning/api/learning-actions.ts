import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerBody, LearningReviewBody, ProgressBody, QuestionBody, ReviewReplyBody } from '#shared/catalogue.ts';
import { api } from '#web/lib/api-client.ts';

type Message = { success: true; message: string };

/** The learning page's writes; each refetches the course content (and cards, whose progress and ratings move). */
export function useLearningActions(courseId: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['courses', 'content', courseId] }),
      client.invalidateQueries({ queryKey: ['courses', 'previews'] }),
      client.invalidateQueries({ queryKey: ['reviews'] }),
    ]);
  const ask = useMutation({
    mutationFn: (body: QuestionBody) => api<Message>('/courses/enrolled/question', { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const answer = useMutation({
    mutationFn: (body: AnswerBody) => api<Message>('/courses/enrolled/answer', { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const review = useMutation({
    mutationFn: (body: LearningReviewBody) =>
      api<Message>(`/courses/enrolled/review/${courseId}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: (body: ReviewReplyBody) => api<Message>('/courses/enrolled/review-reply', { method: 'PUT', body }),
    onSuccess: refresh,
  });
  const progress = useMutation({
    mutationFn: (body: ProgressBody) =>
      api<{ success: true; progress: number }>('/courses/enrolled/progress', { method: 'PUT', body }),
    onSuccess: refresh,
  });
  return { ask, answer, review, reply, progress };
}
