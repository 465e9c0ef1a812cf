import {
  QuestionInboxAnswerSchema,
  QuestionInboxQuerySchema,
  UnansweredCountAnswerSchema,
} from '../catalogue/question-inbox.ts';
import { endpoints } from '../endpoint.ts';

/**
 * The admins' questions inbox (issue 13, Admin gaps). Reading only: an admin answers with learningApi.answer, the
 * learning page's own endpoint, so the answer reaches the learner exactly as it does from there.
 */
export const questionsAdminApi = endpoints('questions', {
  list: {
    method: 'GET',
    path: '/questions/admin/all',
    access: 'admin',
    summary: 'Every learner question across courses, newest first, by course and answered or not, one page',
    query: QuestionInboxQuerySchema,
    answer: QuestionInboxAnswerSchema,
  },
  unansweredCount: {
    method: 'GET',
    path: '/questions/admin/unanswered-count',
    access: 'admin',
    summary: 'How many learner questions have no answer yet (the admin sidebar badge)',
    answer: UnansweredCountAnswerSchema,
  },
});
