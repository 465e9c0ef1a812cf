import type { FastifyInstance } from 'fastify';
import {
  progressPercent,
  SUGGESTION_COUNT,
  type CourseCard,
  type CourseDetail,
  type CourseSummary,
  type CourseSort,
  type CoursesListQuery,
} from '#shared/catalogue/course.ts';
import { paginate, type Pagination } from '#shared/api.ts';
import { LEARNING_MESSAGES, type CourseContentAnswer, type Question } from '#shared/catalogue/learning.ts';
import type { Tx } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { toLearningReview, toLearningUser } from '../reviews/review-answer.ts';
import * as reviewsRepo from '../reviews/reviews.repository.ts';
import { catalogueKeys } from './cache.ts';
import { htmlToText } from '../../lib/sanitize.ts';
import { toCourseCard, toCourseSummary, toLesson, toPreviewLesson } from './course-answer.ts';
import { enrolmentState } from './enrolment-state.ts';
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

/** The list query as the cache and the queries see it: search normalised, the default sort resolved. */
interface ListKey {
  page: number;
  limit: number;
  sort: CourseSort;
  search: string;
  category: string;
  filters: Pick<CoursesListQuery, 'level' | 'language' | 'price' | 'minRating'>;
}
export interface CourseList {
  courses: CourseCard[];
  pagination: Pagination;
}

/** `search` wins over the spec's `title`; relevance is the default order when searching, newest otherwise. */
export function listKey(query: CoursesListQuery): ListKey {
  const search = searchTerms(query.search || query.title).join(' ');
  const sort = query.sort === 'relevance' && !search ? 'newest' : (query.sort ?? (search ? 'relevance' : 'newest'));
  const { level, language, price, minRating } = query;
  return {
    page: query.page,
    limit: query.limit,
    sort,
    search,
    category: normaliseSearch(query.category ?? ''),
    filters: { level, language, price, minRating },
  };
}

export function coursesService(app: FastifyInstance) {
  /** A page of active course cards: four queries at most whatever the number of courses. */
  async function computeList(query: ListKey): Promise<CourseList> {
    const terms = await repo.searchWords(app.db, query.search);
    let categoryIds: string[] | undefined;
    if (query.category) {
      const categories = await repo.listCategories(app.db);
      categoryIds = categories.filter((c) => normaliseSearch(c.title) === query.category).map((c) => c.id);
    }
    const filter: repo.CardFilter = { ...query.filters, categoryIds, terms };
    const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
    const read = (tx: Tx) => repo.listCardPage(tx, filter, query.sort, page);
    const { rows, total } = terms.length ? await repo.withSearchThreshold(app.db, read) : await read(app.db);
    const aggregates = await repo.lessonAggregates(
      app.db,
      rows.map((r) => r.id),
    );
    return {
      courses: rows.map((row) => toCourseCard(row, aggregates.get(row.id))),
      pagination: paginate(query.page, query.limit, total),
    };
  }

  async function computePreview(id: string): Promise<CourseDetail | null> {
    const row = await repo.findCourse(app.db, id);
    if (!row) return null;
    const lessons = await listLessons(app.db, [id]);
    const minutes = lessons.reduce((sum, l) => sum + l.videoLength, 0);
    return { ...toCourseSummary(row, { lessons: lessons.length, minutes }), courseData: lessons.map(toPreviewLesson) };
  }

  /** Adds `progress` to the caller's owned courses (from the cached enrolment state: no query once kept). */
  async function withProgress<T extends { _id: string; totalVideos: number; progress?: number }>(
    courses: T[],
    user: SessionUser,
  ): Promise<T[]> {
    const { completed } = await enrolmentState(app, user.id);
    return courses.map((c) => {
      const done = completed[c._id];
      return done === undefined ? c : { ...c, progress: progressPercent(done, c.totalVideos) };
    });
  }

  return {
    /** A page of the public list through the catalogue cache, keyed by the normalised query. */
    cachedList(query: CoursesListQuery) {
      const key = listKey(query);
      return app.cache.get(catalogueKeys.list(JSON.stringify(key)), () => computeList(key));
    },

    /** The hero search's suggestions: active course names, best match first (none under 2 characters). */
    async suggestions(q: string): Promise<{ _id: string; name: string }[]> {
      if (normaliseSearch(q).length < 2) return [];
      const terms = await repo.searchWords(app.db, q);
      const rows = await repo.withSearchThreshold(app.db, (tx) => repo.suggestCourses(tx, terms, SUGGESTION_COUNT));
      return rows.map((r) => ({ _id: r.id, name: htmlToText(r.name) }));
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
      const ids = [...(await enrolmentState(app, user.id)).owned].reverse();
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

/** For other modules (admin-users' Manage Courses): an enrolment given or taken in the caller's transaction. */
export { enrol, unenrol } from './enrolments.repository.ts';
