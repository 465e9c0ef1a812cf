import type { FastifyInstance } from 'fastify';
import {
  progressPercent,
  type CourseDetail,
  type CourseSummary,
  type CoursesListQuery,
} from '#shared/catalogue/course.ts';
import { LEARNING_MESSAGES, type CourseContentAnswer, type Question } from '#shared/catalogue/learning.ts';
import type { Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { toLearningReview, toLearningUser } from '../reviews/review-answer.ts';
import * as reviewsRepo from '../reviews/reviews.repository.ts';
import { catalogueKeys } from './cache.ts';
import { groupByCourse, toCourseSummary, toLesson, toPreviewLesson } from './course-answer.ts';
import * as repo from './courses.repository.ts';
import * as enrolments from './enrolments.repository.ts';
import * as learningRepo from './learning.repository.ts';
import { listLessons } from './lessons.repository.ts';
import { normaliseSearch, searchTerms } from './search.ts';

export const COURSE_NOT_FOUND = 'Course not found';

/** Owners (enrolled) and admins may study a course. */
export async function canStudy(tx: Tx, user: SessionUser | null, courseId: string): Promise<boolean> {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return enrolments.isEnrolled(tx, user.id, courseId);
}

/** Questions with their answers, grouped by lesson (two queries for the whole course). */
export async function questionsByLesson(tx: Tx, courseId: string, lessonId?: string): Promise<Map<string, Question[]>> {
  const questions = await learningRepo.listQuestions(tx, courseId, lessonId);
  const answers = await learningRepo.listAnswers(
    tx,
    questions.map((q) => q.id),
  );
  const byQuestion = new Map<string, learningRepo.AnswerRow[]>();
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

export function coursesService(app: FastifyInstance) {
  /** Active courses matching the filters: three queries whatever the number of courses. */
  async function computeList(query: CoursesListQuery): Promise<CourseSummary[]> {
    const categories = await repo.listCategories(app.db);
    const titles = categories.map((c) => ({ id: c.id, title: normaliseSearch(c.title) }));
    const category = query.category ? normaliseSearch(query.category) : '';
    const categoryIds = category ? titles.filter((c) => c.title === category).map((c) => c.id) : undefined;
    const terms = searchTerms(query.title).map((term) => ({
      term,
      categoryIds: titles.filter((c) => c.title.includes(term)).map((c) => c.id),
    }));
    const rows = await repo.listCourses(app.db, { activeOnly: true, categoryIds, terms });
    const aggregates = await repo.lessonAggregates(
      app.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toCourseSummary(row, aggregates.get(row.id)));
  }

  async function computePreview(id: string): Promise<CourseDetail | null> {
    const row = await repo.findCourse(app.db, id);
    if (!row) return null;
    const lessons = await listLessons(app.db, [id]);
    const minutes = lessons.reduce((sum, l) => sum + l.videoLength, 0);
    return { ...toCourseSummary(row, { lessons: lessons.length, minutes }), courseData: lessons.map(toPreviewLesson) };
  }

  /** Adds `progress` to the caller's owned courses (two queries). */
  async function withProgress<T extends CourseSummary>(courses: T[], user: SessionUser): Promise<T[]> {
    const owned = new Set(await enrolments.listOwnedCourseIds(app.db, user.id));
    const ids = courses.filter((c) => owned.has(c._id)).map((c) => c._id);
    const completed = groupByCourse(await enrolments.completedLessons(app.db, user.id, ids));
    return courses.map((c) =>
      owned.has(c._id) ? { ...c, progress: progressPercent(completed.get(c._id)?.length ?? 0, c.totalVideos) } : c,
    );
  }

  return {
    cachedList(query: CoursesListQuery) {
      const category = normaliseSearch(query.category ?? '');
      const title = searchTerms(query.title).join(' ');
      return app.cache.get(catalogueKeys.list(category, title), () => computeList(query));
    },
    withProgress,

    /** The public preview; an inactive course is visible only to its owners and admins. */
    async preview(id: string, user: SessionUser | null) {
      const cached = await app.cache.get(catalogueKeys.preview(id), () => computePreview(id));
      const course = cached.value;
      if (!course) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
      if (!course.isActive && !(await canStudy(app.db, user, id))) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
      return cached;
    },

    /** The caller's enrolled courses as cards with progress, most recent enrolment first. */
    async myCourses(user: SessionUser): Promise<CourseSummary[]> {
      const ids = (await enrolments.listOwnedCourseIds(app.db, user.id)).reverse();
      const rows = await repo.listCourses(app.db, { ids });
      const aggregates = await repo.lessonAggregates(app.db, ids);
      const byId = new Map(rows.map((r) => [r.id, toCourseSummary(r, aggregates.get(r.id))]));
      return withProgress(
        ids.map((id) => byId.get(id)).filter((c): c is CourseSummary => Boolean(c)),
        user,
      );
    },

    /** Everything of a course for an owner or admin (design.md §5); 403 for anyone else. */
    async content(id: string, user: SessionUser): Promise<Omit<CourseContentAnswer, 'success'>> {
      const row = await repo.findCourse(app.db, id);
      if (!row) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
      if (!(await canStudy(app.db, user, id))) throw forbidden(LEARNING_MESSAGES.notOwner, 'not_course_owner');
      const lessons = await listLessons(app.db, [id]);
      const questions = await questionsByLesson(app.db, id);
      const reviewRows = await reviewsRepo.listLearningReviews(app.db, id, user.id, user.role === 'admin');
      const replies = groupBy(
        await reviewsRepo.listReplies(
          app.db,
          reviewRows.map((r) => r.id),
        ),
        (r) => r.reviewId,
      );
      const done = new Set((await enrolments.completedLessons(app.db, user.id, [id])).map((p) => p.lessonId));
      const minutes = lessons.reduce((sum, l) => sum + l.videoLength, 0);
      return {
        course: {
          ...toCourseSummary(row, { lessons: lessons.length, minutes }),
          progress: progressPercent(done.size, lessons.length),
        },
        content: lessons.map((l) => ({
          ...toLesson(l),
          questions: questions.get(l.id) ?? [],
          isCompleted: done.has(l.id),
        })),
        reviews: reviewRows.map((r) => toLearningReview(r, replies.get(r.id) ?? [])),
        completedLessonIds: lessons.filter((l) => done.has(l.id)).map((l) => l.id),
      };
    },
  };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row]);
  return map;
}
