import { z } from 'zod';
import { PaginationQuerySchema, PaginationSchema } from '../api.ts';
import { QuestionReplySchema, LearningUserSchema } from './learning.ts';

/**
 * The admins' questions inbox (/admin/questions): every learner question across courses, newest first. A question
 * is answered once it has at least one answer (by anyone); answering goes through learningApi.answer, as on the
 * learning page.
 */
export const QUESTION_INBOX_STATUSES = ['all', 'unanswered', 'answered'] as const;
export type QuestionInboxStatus = (typeof QUESTION_INBOX_STATUSES)[number];

export const QuestionInboxQuerySchema = PaginationQuerySchema.extend({
  courseId: z.uuid('Invalid course id').optional(),
  status: z.enum(QUESTION_INBOX_STATUSES).default('all'),
});
export type QuestionInboxQuery = z.input<typeof QuestionInboxQuerySchema>;

const iso = z.string().describe('ISO 8601 timestamp');

export const InboxQuestionSchema = z.object({
  _id: z.string(),
  course: z.object({ _id: z.string(), name: z.string().describe('plain text') }),
  lesson: z.object({ _id: z.string(), title: z.string() }),
  user: LearningUserSchema,
  question: z.string(),
  createdAt: iso,
  questionReplies: z.array(QuestionReplySchema).describe('oldest first'),
});
export type InboxQuestion = z.infer<typeof InboxQuestionSchema>;

export const QuestionInboxAnswerSchema = z.object({
  success: z.literal(true),
  questions: z.array(InboxQuestionSchema).describe('newest first'),
  courses: z
    .array(z.object({ _id: z.string(), name: z.string() }))
    .describe('the courses that have questions, for the course filter, by name'),
  unansweredCount: z.number().int().describe('unanswered questions across all courses'),
  pagination: PaginationSchema,
});
export type QuestionInboxAnswer = z.infer<typeof QuestionInboxAnswerSchema>;

export const UnansweredCountAnswerSchema = z.object({ success: z.literal(true), count: z.number().int() });
