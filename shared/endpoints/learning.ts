import { z } from 'zod';
import {
  LearningReviewsAnswerSchema,
  ProgressAnswerSchema,
  ProgressBodySchema,
  QuestionsAnswerSchema,
} from '../catalogue/learning.ts';
import { endpoints } from '../endpoint.ts';

const uuid = (what: string) => z.uuid(`Invalid ${what} id`);

/*
 * Texts are checked by the service, after the caller is known to own the course, so a learner sees the spec's
 * own messages ("Review can't be empty", "Reply can't be empty") and a non-owner learns nothing about the course:
 * the bodies here accept any text and the service parses them with the strict schemas of shared/catalogue/learning.ts.
 */

/**
 * The learning page's writes (learner-side §4 Course access page): questions, answers, the review form and reply,
 * progress. Its content is coursesApi.content.
 */
export const learningApi = endpoints('learning', {
  ask: {
    method: 'PUT',
    path: '/courses/enrolled/question',
    access: 'user',
    summary: 'Ask a question about a lesson (owners and admins); notifies the admins',
    body: z.object({ question: z.string().nullish(), courseId: uuid('course'), contentId: uuid('lesson') }),
    answer: QuestionsAnswerSchema,
    errors: ['course_not_found', 'not_course_owner', 'lesson_not_found'],
  },
  answer: {
    method: 'PUT',
    path: '/courses/enrolled/answer',
    access: 'user',
    summary: "Answer a question (owners and admins); a learner's answer notifies the admins",
    body: z.object({
      answer: z.string().nullish(),
      courseId: uuid('course'),
      contentId: uuid('lesson'),
      questionId: uuid('question'),
    }),
    answer: QuestionsAnswerSchema,
    errors: ['course_not_found', 'not_course_owner', 'lesson_not_found', 'question_not_found'],
  },
  review: {
    method: 'PUT',
    path: '/courses/enrolled/review/:courseId',
    access: 'user',
    summary: "Write or edit the caller's review from the learning page (one per learner and course)",
    params: z.object({ courseId: uuid('course') }),
    body: z.object({ review: z.string().nullish(), rating: z.number().nullish() }),
    answer: LearningReviewsAnswerSchema,
    errors: ['course_not_found', 'not_course_owner', 'already_reviewed'],
  },
  reply: {
    method: 'PUT',
    path: '/courses/enrolled/review-reply',
    access: 'admin',
    summary: 'Admin reply to a review that has none yet',
    body: z.object({ comment: z.string().nullish(), courseId: uuid('course'), reviewId: uuid('review') }),
    answer: LearningReviewsAnswerSchema,
    errors: ['review_not_found', 'already_replied'],
  },
  progress: {
    method: 'PUT',
    path: '/courses/enrolled/progress',
    access: 'user',
    summary: 'Mark a lesson complete (or not) for the caller; answers the course progress in percent',
    body: ProgressBodySchema,
    answer: ProgressAnswerSchema,
    errors: ['course_not_found', 'not_course_owner', 'lesson_not_found'],
  },
});
