import { paginate } from '#shared/api.ts';
import type { QuestionInboxStatus } from '#shared/catalogue/question-inbox.ts';
import {
  AnswerBodySchema,
  LEARNING_MESSAGES,
  QuestionBodySchema,
  type CourseContentAnswer,
  type LearningReview,
  type ProgressInput,
  type Question,
} from '#shared/catalogue/learning.ts';
import type { Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import { toLearningUser } from '../../lib/author.ts';
import type { Deps } from '../../lib/deps.ts';
import { htmlToText } from '#shared/html-text.ts';
import { parseOrThrow } from '../../lib/validate.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { courseCompletion, resumeOf, savePosition, setLessonCompleted } from '../learning/progress.service.ts';
import { publishToAdmins, recordAdminNotification } from '../notifications/notifications.service.ts';
import {
  deliverUserNotification,
  recordUserNotification,
  type UserNoticeDeps,
} from '../notifications/user-notifications.service.ts';
import { ruleLessons, toCourseSummary, toLesson } from './course-answer.ts';
import { findCourse } from './courses.repository.ts';
import { canStudy, COURSE_NOT_FOUND, courseName } from './courses.service.ts';
import { enrolmentStateChanged } from './enrolment-state.ts';
import * as repo from './learning.repository.ts';
import { findLesson, listLessons } from './lessons.repository.ts';
import { pick, type Language } from '#shared/bilingual.ts';

/**
 * The reviews the learning page shows a viewer (approved ones and their own, with the replies). The reviews module
 * owns them and this module may not import it (docs/decisions/0020-review-counters-and-enrolment-ownership.md),
 * so server/modules/catalogue.ts hands its reader in.
 */
export type LearningReviewsReader = (tx: Tx, courseId: string, viewer: SessionUser) => Promise<LearningReview[]>;

/** Questions with their answers, grouped by lesson (two queries for the whole course). */
async function questionsByLesson(tx: Tx, courseId: string, lessonId?: string): Promise<Map<string, Question[]>> {
  const questions = await repo.listQuestions(tx, courseId, lessonId);
  const answers = await repo.listAnswers(
    tx,
    questions.map((q) => q.id),
  );
  const byQuestion = new Map<string, repo.AnswerRow[]>();
  for (const a of answers) byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), a]);
  const result = new Map<string, Question[]>();
  for (const q of questions) {
    const item: Question = {
      _id: q.id,
      user: toLearningUser(q),
      question: q.text,
      createdAt: q.createdAt.toISOString(),
      questionReplies: (byQuestion.get(q.id) ?? []).map((a) => ({
        _id: a.id,
        user: toLearningUser(a),
        answer: a.text,
        createdAt: a.createdAt.toISOString(),
      })),
    };
    result.set(q.lessonId, [...(result.get(q.lessonId) ?? []), item]);
  }
  return result;
}

/**
 * The learning page: the whole course for an owner or admin, questions, answers and lesson progress. Owners and
 * admins only. The page's review writes are the reviews module's (reviews.routes.ts).
 */
export function learningService({
  db,
  cache,
  notify,
  log,
  mailer,
  env,
  learningReviews,
}: Pick<Deps, 'db' | 'cache' | 'notify' | 'log' | 'mailer' | 'env'> & { learningReviews: LearningReviewsReader }) {
  const noticeDeps: UserNoticeDeps = { db, notify, mailer, log, env };
  async function studyable(user: SessionUser, courseId: string) {
    const course = await findCourse(db, courseId);
    if (!course) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
    if (!(await canStudy(db, user, courseId))) throw forbidden(LEARNING_MESSAGES.notOwner, 'not_course_owner');
    return course;
  }

  async function lessonOf(courseId: string, lessonId: string) {
    const lesson = await findLesson(db, courseId, lessonId);
    if (!lesson) throw notFound(LEARNING_MESSAGES.lessonNotFound, 'lesson_not_found');
    return lesson;
  }

  async function lessonQuestions(courseId: string, lessonId: string) {
    return (await questionsByLesson(db, courseId, lessonId)).get(lessonId) ?? [];
  }

  return {
    /** Everything of a course for an owner or admin (design.md §5); 403 for anyone else. */
    async content(id: string, user: SessionUser, lang: Language): Promise<Omit<CourseContentAnswer, 'success'>> {
      const row = await studyable(user, id);
      const lessons = await listLessons(db, [id]);
      const questions = await questionsByLesson(db, id);
      const reviews = await learningReviews(db, id, user);
      const forRule = ruleLessons(lessons, lang);
      const completion = await courseCompletion({ db, log }, user.id, id, forRule);
      const done = new Set(completion.completedLessonIds);
      const { completedLessonIds, ...rest } = completion;
      const { resume, positions } = await resumeOf(db, user.id, id, forRule);
      const minutes = lessons.reduce((sum, l) => sum + l.videoLength, 0);
      return {
        course: {
          ...toCourseSummary(row, { lessons: lessons.length, minutes }, lang),
          progress: completion.percent,
        },
        content: lessons.map((l) => ({
          ...toLesson(l, lang),
          questions: questions.get(l.id) ?? [],
          isCompleted: done.has(l.id),
          positionSeconds: positions.get(l.id) ?? 0,
        })),
        reviews,
        completedLessonIds,
        resume,
        completion: rest,
      };
    },

    async ask(user: SessionUser, raw: { question?: unknown; courseId: string; contentId: string }) {
      const course = await studyable(user, raw.courseId);
      const lesson = await lessonOf(raw.courseId, raw.contentId);
      const body = parseOrThrow(QuestionBodySchema, raw);
      const notification = await db.transaction(async (tx) => {
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
            courseName: courseName(course),
            lessonTitle: pick(lesson.title, course.primaryLanguage).text,
            text: body.question,
          },
          user.id,
        );
      });
      publishToAdmins({ notify }, notification);
      return {
        message: 'Question added successfully',
        contentId: lesson.id,
        questions: await lessonQuestions(course.id, lesson.id),
      };
    },

    /**
     * An answer by a learner notifies the admins; an admin's answer does not (learner-side §4) and instead tells
     * the question's author (issue 36: a notification, and an e-mail unless they turned those off).
     */
    async answer(
      user: SessionUser,
      raw: { answer?: unknown; courseId: string; contentId: string; questionId: string },
    ) {
      const course = await studyable(user, raw.courseId);
      const lesson = await lessonOf(raw.courseId, raw.contentId);
      const body = parseOrThrow(AnswerBodySchema, raw);
      const question = await repo.findQuestion(db, body.questionId);
      if (!question || question.lessonId !== lesson.id)
        throw notFound(LEARNING_MESSAGES.questionNotFound, 'question_not_found');
      const { notification, toAuthor } = await db.transaction(async (tx) => {
        await repo.insertAnswer(tx, { questionId: question.id, userId: user.id, text: body.answer });
        if (user.role === 'admin') {
          if (question.userId === user.id) return { notification: null, toAuthor: null };
          const toAuthor = await recordUserNotification(tx, question.userId, {
            kind: 'question_answered',
            courseId: course.id,
            courseName: courseName(course),
            lessonId: lesson.id,
            lessonTitle: pick(lesson.title, course.primaryLanguage).text,
            questionId: question.id,
            answeredBy: user.name,
            excerpt: body.answer,
          });
          return { notification: null, toAuthor };
        }
        const notification = await recordAdminNotification(
          tx,
          {
            kind: 'answer',
            userName: user.name,
            courseName: courseName(course),
            lessonTitle: pick(lesson.title, course.primaryLanguage).text,
            text: body.answer,
          },
          user.id,
        );
        return { notification, toAuthor: null };
      });
      publishToAdmins({ notify }, notification);
      if (toAuthor) deliverUserNotification(noticeDeps, question.userId, toAuthor);
      return {
        message: 'Answer added successfully',
        contentId: lesson.id,
        questions: await lessonQuestions(course.id, lesson.id),
      };
    },

    /** A lesson marked (or unmarked), and/or a position in its video; answers the course's progress. */
    async progress(user: SessionUser, body: ProgressInput, lang: Language) {
      await studyable(user, body.courseId);
      await lessonOf(body.courseId, body.lessonId);
      const input = { userId: user.id, courseId: body.courseId, lessonId: body.lessonId };
      const completed = body.completed ?? (body.positionSeconds === undefined ? true : undefined);
      await db.transaction(async (tx) => {
        if (body.positionSeconds !== undefined)
          await savePosition(tx, { ...input, positionSeconds: body.positionSeconds });
        if (completed !== undefined) await setLessonCompleted(tx, input, completed);
      });
      if (completed !== undefined) enrolmentStateChanged({ cache }, user.id);
      const lessons = await listLessons(db, [body.courseId]);
      const { completedLessonIds, ...completion } = await courseCompletion(
        { db, log },
        user.id,
        body.courseId,
        ruleLessons(lessons, lang),
      );
      return { progress: completion.percent, completedLessonIds, completion };
    },
  };
}

/**
 * The admins' questions inbox (/admin/questions): every question across courses, newest first, one page at a
 * time, with its answers. Answers are written by learningService().answer, as on the learning page.
 */
export function questionInboxService({ db }: Pick<Deps, 'db'>) {
  return {
    async list(query: { page: number; limit: number; courseId?: string; status: QuestionInboxStatus }) {
      const { rows, total } = await repo.listInbox(db, {
        courseId: query.courseId,
        status: query.status,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      const answers = await repo.listAnswers(
        db,
        rows.map((r) => r.id),
      );
      const courseList = await repo.coursesWithQuestions(db);
      const courseOptions = courseList
        .map((c) => ({ _id: c.id, name: htmlToText(c.name) }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return {
        questions: rows.map((q) => ({
          _id: q.id,
          course: { _id: q.courseId, name: htmlToText(q.courseName) },
          lesson: { _id: q.lessonId, title: q.lessonTitle },
          user: toLearningUser(q),
          question: q.text,
          createdAt: q.createdAt.toISOString(),
          questionReplies: answers
            .filter((a) => a.questionId === q.id)
            .map((a) => ({ _id: a.id, user: toLearningUser(a), answer: a.text, createdAt: a.createdAt.toISOString() })),
        })),
        courses: courseOptions,
        unansweredCount: await repo.countUnanswered(db),
        pagination: paginate(query.page, query.limit, total),
      };
    },
    async unansweredCount() {
      return { count: await repo.countUnanswered(db) };
    },
  };
}
