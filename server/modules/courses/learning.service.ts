import type { FastifyInstance } from 'fastify';
import { progressPercent } from '#shared/catalogue/course.ts';
import {
  AnswerBodySchema,
  LEARNING_MESSAGES,
  LearningReviewBodySchema,
  QuestionBodySchema,
  type ProgressBody,
} from '#shared/catalogue/learning.ts';
import { forbidden, notFound } from '../../errors.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { publishToAdmins, recordAdminNotification } from '../notifications/notifications.service.ts';
import { toLearningReview } from '../reviews/review-answer.ts';
import * as reviewsRepo from '../reviews/reviews.repository.ts';
import { insertReviewWithEffects } from '../reviews/reviews.service.ts';
import { CATALOGUE_CACHE_PREFIX } from './cache.ts';
import { findCourse, lockCourse } from './courses.repository.ts';
import { canStudy, COURSE_NOT_FOUND, questionsByLesson } from './courses.service.ts';
import { enrolmentStateChanged } from './enrolment-state.ts';
import * as enrolments from './enrolments.repository.ts';
import * as repo from './learning.repository.ts';
import { findLesson } from './lessons.repository.ts';

/** The learning page's writes: questions, answers, the course-access review, and lesson progress. Owners and admins only. */
export function learningService(app: FastifyInstance) {
  async function studyable(user: SessionUser, courseId: string) {
    const course = await findCourse(app.db, courseId);
    if (!course) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
    if (!(await canStudy(app.db, user, courseId))) throw forbidden(LEARNING_MESSAGES.notOwner, 'not_course_owner');
    return course;
  }

  async function lessonOf(courseId: string, lessonId: string) {
    const lesson = await findLesson(app.db, courseId, lessonId);
    if (!lesson) throw notFound(LEARNING_MESSAGES.lessonNotFound, 'lesson_not_found');
    return lesson;
  }

  async function lessonQuestions(courseId: string, lessonId: string) {
    return (await questionsByLesson(app.db, courseId, lessonId)).get(lessonId) ?? [];
  }

  async function learningReviews(courseId: string, viewer: SessionUser) {
    const rows = await reviewsRepo.listLearningReviews(app.db, courseId, viewer.id, viewer.role === 'admin');
    const replies = await reviewsRepo.listReplies(
      app.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) =>
      toLearningReview(
        r,
        replies.filter((p) => p.reviewId === r.id),
      ),
    );
  }

  return {
    learningReviews,

    async ask(user: SessionUser, raw: { question?: unknown; courseId: string; contentId: string }) {
      const course = await studyable(user, raw.courseId);
      const lesson = await lessonOf(raw.courseId, raw.contentId);
      const body = parseOrThrow(QuestionBodySchema, raw);
      const notification = await app.db.transaction(async (tx) => {
        await repo.insertQuestion(tx, {
          courseId: course.id,
          lessonId: lesson.id,
          userId: user.id,
          text: body.question,
        });
        return recordAdminNotification(
          tx,
          {
            kind: 'question',
            userName: user.name,
            courseName: course.name,
            lessonTitle: lesson.title,
            text: body.question,
          },
          user.id,
        );
      });
      publishToAdmins(app, notification);
      return { contentId: lesson.id, questions: await lessonQuestions(course.id, lesson.id) };
    },

    /** An answer by a learner notifies the admins; an admin's answer does not (learner-side §4). */
    async answer(
      user: SessionUser,
      raw: { answer?: unknown; courseId: string; contentId: string; questionId: string },
    ) {
      const course = await studyable(user, raw.courseId);
      const lesson = await lessonOf(raw.courseId, raw.contentId);
      const body = parseOrThrow(AnswerBodySchema, raw);
      const question = await repo.findQuestion(app.db, body.questionId);
      if (!question || question.lessonId !== lesson.id)
        throw notFound(LEARNING_MESSAGES.questionNotFound, 'question_not_found');
      const notification = await app.db.transaction(async (tx) => {
        await repo.insertAnswer(tx, { questionId: question.id, userId: user.id, text: body.answer });
        if (user.role === 'admin') return null;
        return recordAdminNotification(
          tx,
          {
            kind: 'answer',
            userName: user.name,
            courseName: course.name,
            lessonTitle: lesson.title,
            text: body.answer,
          },
          user.id,
        );
      });
      publishToAdmins(app, notification);
      return { contentId: lesson.id, questions: await lessonQuestions(course.id, lesson.id) };
    },

    /** Creates the caller's review of the course, or updates it: one review per learner and course. */
    async review(user: SessionUser, courseId: string, raw: { review?: unknown; rating?: unknown }) {
      const course = await studyable(user, courseId);
      const body = parseOrThrow(LearningReviewBodySchema, raw);
      const form = { rating: body.rating, comment: body.review };
      const existingId = await reviewsRepo.findReviewId(app.db, courseId, user.id);
      let created = false;
      const notification = await app.db.transaction(async (tx) => {
        if (existingId) {
          await lockCourse(tx, courseId);
          await reviewsRepo.updateReview(tx, existingId, form);
          await reviewsRepo.refreshCourseRating(tx, courseId);
          return null;
        }
        created = true;
        return (await insertReviewWithEffects(tx, user, course, form)).notification;
      });
      app.cache.invalidate(CATALOGUE_CACHE_PREFIX);
      publishToAdmins(app, notification);
      const reviews = await learningReviews(courseId, user);
      const review = reviews.find((r) => r.user._id === user.id)!;
      return { created, review, reviews };
    },

    async progress(user: SessionUser, body: Required<ProgressBody>) {
      await studyable(user, body.courseId);
      await lessonOf(body.courseId, body.lessonId);
      await enrolments.setLessonCompleted(
        app.db,
        { userId: user.id, courseId: body.courseId, lessonId: body.lessonId },
        body.completed,
      );
      enrolmentStateChanged(app, user.id);
      const done = await enrolments.completedLessons(app.db, user.id, [body.courseId]);
      const total = await enrolments.countLessons(app.db, body.courseId);
      return { progress: progressPercent(done.length, total), completedLessonIds: done.map((d) => d.lessonId) };
    },
  };
}
