import { z } from 'zod';
import { ok } from '../api.ts';
import { endpoints } from '../endpoint.ts';
import {
  AdminQuestionSchema,
  QUESTION_CSV_COLUMNS,
  QuestionBodySchema,
  QuestionListQuerySchema,
} from '../learning/questions.ts';

const CourseParams = z.object({ courseId: z.uuid('Invalid course id') });
const QuestionParams = z.object({ questionId: z.uuid('Invalid question id') });
const QuestionAnswer = ok({ message: z.string(), question: AdminQuestionSchema });

/** A course's question bank (issue 37): admins write, import and export its questions. */
export const questionBankApi = endpoints('question-bank', {
  list: {
    method: 'GET',
    path: '/admin/courses/:courseId/questions',
    access: 'admin',
    summary: "A course's question bank with the keys, oldest first, and every tag in use",
    params: CourseParams,
    query: QuestionListQuerySchema,
    answer: ok({ questions: z.array(AdminQuestionSchema), tags: z.array(z.string()) }),
    errors: ['course_not_found'],
    cache: 'no-store',
  },
  create: {
    method: 'POST',
    path: '/admin/courses/:courseId/questions',
    access: 'admin',
    summary: 'Add a question to the bank (texts are rich text, images allowed, sanitised)',
    params: CourseParams,
    body: QuestionBodySchema,
    answer: QuestionAnswer,
    status: 201,
    errors: ['course_not_found'],
  },
  update: {
    method: 'PUT',
    path: '/admin/questions/:questionId',
    access: 'admin',
    summary: 'Rewrite a question (options sent with their _id keep it)',
    params: QuestionParams,
    body: QuestionBodySchema,
    answer: QuestionAnswer,
    errors: ['question_not_found'],
  },
  remove: {
    method: 'DELETE',
    path: '/admin/questions/:questionId',
    access: 'admin',
    summary: 'Delete a question (refused while a quiz lists it)',
    params: QuestionParams,
    answer: ok({ message: z.string() }),
    errors: ['question_not_found', 'question_in_use'],
  },
  import: {
    method: 'POST',
    path: '/admin/courses/:courseId/questions/import',
    access: 'admin',
    summary: 'Import questions from CSV: all of them, or none and every bad row with its reason',
    description:
      `Body: text/csv, UTF-8, a header row naming ${QUESTION_CSV_COLUMNS.join(',')}, one row a question. type is ` +
      'single, multiple, true_false, numeric or short_text; options, correct and tags are separated by |; correct ' +
      'holds option numbers from 1, the number (12.5 or 12.5±0.1), or the accepted answers. A 400 lists ' +
      '`errors: [{ row, message }]` (the header is row 1) and imports nothing.',
    params: CourseParams,
    body: z.string().describe('text/csv'),
    answer: ok({ imported: z.number().int(), message: z.string() }),
    errors: ['course_not_found', 'csv_invalid'],
  },
  export: {
    method: 'GET',
    path: '/admin/courses/:courseId/questions/export',
    access: 'admin',
    summary: "The course's questions as CSV, in the import's format",
    params: CourseParams,
    answer: z.string().describe('text/csv'),
    errors: ['course_not_found'],
    cache: 'no-store',
  },
});
