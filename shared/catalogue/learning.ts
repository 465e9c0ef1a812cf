import { z } from 'zod';
import { FallbacksSchema } from '../bilingual-schemas.ts';
import { CourseSummarySchema, LessonSchema, VIDEO_PLAYERS } from './course.ts';
import { CompletionSchema, ResumeSchema } from '../learning/progress.ts';

/**
 * The learning page (/course-access/{id}): full content for owners and admins, questions and answers, the
 * course-access review shape, admin replies, lesson progress and VdoCipher OTPs.
 */

export const REVIEW_COMMENT_MAX = 1000;
export const QUESTION_MAX = 2000;

export const LEARNING_MESSAGES = {
  reviewEmpty: "Review can't be empty",
  replyEmpty: "Reply can't be empty",
  questionEmpty: "Question can't be empty",
  answerEmpty: "Answer can't be empty",
  notOwner: 'You need to purchase this course to access its content',
  lessonNotFound: 'Lesson not found in this course',
  questionNotFound: 'Question not found',
  reviewNotFound: 'Review not found',
  alreadyReplied: 'This review already has a reply',
  videoNotAllowed: 'You do not have access to this video',
  vdocipherNotConfigured: 'Protected video is not available: VdoCipher is not configured on this server',
  otpOnlyVdocipher: 'Only VdoCipher videos need a playback licence',
} as const;

const okShape = { success: z.literal(true) };
const iso = z.string().describe('ISO 8601 timestamp');

/** The author of a question, answer, review or reply on the learning page. */
export const LearningUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  avatar: z.object({ url: z.string() }).nullable(),
  role: z.enum(['user', 'admin']),
});

export const QuestionReplySchema = z.object({
  _id: z.string(),
  user: LearningUserSchema,
  answer: z.string(),
  createdAt: iso,
});
export const QuestionSchema = z.object({
  _id: z.string(),
  user: LearningUserSchema,
  question: z.string(),
  createdAt: iso,
  questionReplies: z.array(QuestionReplySchema),
});
export type Question = z.infer<typeof QuestionSchema>;

export const ContentLessonSchema = LessonSchema.extend({
  questions: z.array(QuestionSchema),
  isCompleted: z.boolean().describe('the caller has marked this lesson complete'),
  positionSeconds: z.number().int().describe('where the caller stopped in its video (0: not started)'),
});
export type ContentLesson = z.infer<typeof ContentLessonSchema>;

/** Review (course-access shape, learner-side §3). */
export const LearningReviewSchema = z.object({
  _id: z.string(),
  user: LearningUserSchema,
  rating: z.number(),
  comment: z.string(),
  createdAt: iso,
  updatedAt: iso,
  commentReplies: z.array(z.object({ _id: z.string(), user: LearningUserSchema, comment: z.string(), createdAt: iso })),
});
export type LearningReview = z.infer<typeof LearningReviewSchema>;

export const CourseContentAnswerSchema = z.object({
  ...okShape,
  course: CourseSummarySchema.extend({ progress: z.number() }),
  content: z.array(ContentLessonSchema),
  reviews: z.array(LearningReviewSchema).describe('approved reviews, and the caller’s own'),
  completedLessonIds: z.array(z.string()),
  resume: ResumeSchema.nullable().describe('the lesson the caller used last and their position in it'),
  completion: CompletionSchema,
});
export type CourseContentAnswer = z.infer<typeof CourseContentAnswerSchema>;

/** One course a learner has been studying, for "Continue learning" (issue 33): where they resume and how far. */
export const ContinueLearningSchema = z.object({
  course: CourseSummarySchema.pick({ _id: true, name: true, thumbnail: true, totalVideos: true, fallbacks: true }),
  lesson: z
    .object({ _id: z.string(), title: z.string(), fallbacks: FallbacksSchema })
    .nullable()
    .describe('the lesson last used (null: deleted)'),
  progress: z.number().describe('lessons completed, percent 0–100'),
  lastActiveAt: iso,
});
export type ContinueLearning = z.infer<typeof ContinueLearningSchema>;
/** How many courses "Continue learning" shows, the most recently studied first. */
export const CONTINUE_LEARNING_COUNT = 3;

// ---- requests ---------------------------------------------------------------------------------------------

const text = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

export const QuestionBodySchema = z.object({
  question: text(LEARNING_MESSAGES.questionEmpty, QUESTION_MAX),
  courseId: z.uuid('Invalid course id'),
  contentId: z.uuid('Invalid lesson id'),
});
export const AnswerBodySchema = z.object({
  answer: text(LEARNING_MESSAGES.answerEmpty, QUESTION_MAX),
  courseId: z.uuid('Invalid course id'),
  contentId: z.uuid('Invalid lesson id'),
  questionId: z.uuid('Invalid question id'),
});
/** Learning-page review: rating defaults to 1 and runs 1 to 5 (half stars allowed). */
export const LearningReviewBodySchema = z.object({
  review: text(LEARNING_MESSAGES.reviewEmpty, REVIEW_COMMENT_MAX),
  rating: z
    .number()
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5')
    .multipleOf(0.5)
    .default(1),
});
export const ReviewReplyBodySchema = z.object({
  comment: text(LEARNING_MESSAGES.replyEmpty, REVIEW_COMMENT_MAX),
  courseId: z.uuid('Invalid course id'),
  reviewId: z.uuid('Invalid review id'),
});
export type QuestionBody = z.infer<typeof QuestionBodySchema>;
export type AnswerBody = z.infer<typeof AnswerBodySchema>;
export type LearningReviewBody = z.input<typeof LearningReviewBodySchema>;
export type ReviewReplyBody = z.infer<typeof ReviewReplyBodySchema>;

export const QuestionsAnswerSchema = z.object({
  ...okShape,
  message: z.string(),
  contentId: z.string(),
  questions: z.array(QuestionSchema).describe('all questions of the lesson, oldest first'),
});
export const LearningReviewsAnswerSchema = z.object({
  ...okShape,
  message: z.string(),
  review: LearningReviewSchema,
  reviews: z.array(LearningReviewSchema),
});

/** The longest position a video lesson keeps, in seconds (a day: no lesson is longer). */
export const POSITION_MAX_SECONDS = 86_400;

/**
 * Marks a lesson complete (or not) for the caller, and/or keeps their position in its video (resume, issue 33);
 * either makes it the lesson they resume. A body with neither marks it complete, as before. Answers the course
 * progress.
 */
export const ProgressBodySchema = z.object({
  courseId: z.uuid('Invalid course id'),
  lessonId: z.uuid('Invalid lesson id'),
  completed: z.boolean({ error: 'Completed must be true or false' }).optional(),
  positionSeconds: z
    .number({ error: 'Position must be a number of seconds' })
    .min(0, 'Position must be a number of seconds')
    .max(POSITION_MAX_SECONDS, 'Position must be a number of seconds')
    .transform(Math.floor)
    .optional(),
});
export type ProgressBody = z.input<typeof ProgressBodySchema>;
export type ProgressInput = z.output<typeof ProgressBodySchema>;
export const ProgressAnswerSchema = z.object({
  ...okShape,
  progress: z.number().describe('percent 0–100'),
  completedLessonIds: z.array(z.string()),
  completion: CompletionSchema,
});

export const VdoCipherOtpBodySchema = z.object({
  videoId: z.string().trim().min(1, 'Video id is required').max(200),
  videoPlayer: z.enum(VIDEO_PLAYERS).default('vdocipher'),
});
export type VdoCipherOtpBody = z.input<typeof VdoCipherOtpBodySchema>;
export const VdoCipherOtpAnswerSchema = z.object({ ...okShape, otp: z.string(), playbackInfo: z.string() });

export const VdoCipherMetadataBodySchema = z.object({
  videoId: z.string().trim().min(1, 'Please enter VdoCipher Video ID first').max(200),
});
export const VdoCipherMetadataAnswerSchema = z.object({
  ...okShape,
  duration: z.number().describe('seconds'),
  title: z.string(),
  message: z.string(),
});
