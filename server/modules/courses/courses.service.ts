import {
  progressPercent,
  SUGGESTION_COUNT,
  type CourseCard,
  type CourseDetail,
  type CourseSummary,
  type CourseSort,
  type CoursesListQuery,
  CoursesListAnswerSchema,
} from '#shared/catalogue/course.ts';
import { paginate, type Pagination } from '#shared/api.ts';
import type { Tx } from '../../db/client.ts';
import type { CommerceCourseRow } from '../../lib/commerce-course.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { catalogueKeys } from '../../lib/cache-keys.ts';
import { htmlToText } from '#shared/html-text.ts';
import { pick, readerOf, type Bilingual, type Language } from '#shared/bilingual.ts';
import { toCourseCard, toCourseSummary, toPreviewLesson } from './course-answer.ts';
import { enrolmentState, type EnrolmentState } from './enrolment-state.ts';
import * as repo from './courses.repository.ts';
import * as enrolments from './enrolments.repository.ts';
import * as lessons from './lessons.repository.ts';
import { listLessons } from './lessons.repository.ts';
import { normaliseSearch, searchTerms } from './search.ts';
import { CONTINUE_LEARNING_COUNT, type ContinueLearning } from '#shared/catalogue/learning.ts';
import { recentCourses } from '../learning/progress.service.ts';

export const COURSE_NOT_FOUND = 'Course not found';

/*
 * What other modules may use of a course (docs/decisions/0020-review-counters-and-enrolment-ownership.md): its
 * row, its row lock for a write that moves its figures, and whether a caller may study it. They call these, never
 * courses.repository.ts.
 */

/** A course by id, active or not (undefined when there is none). */
export const findCourse = (tx: Tx, id: string) => repo.findCourse(tx, id);

/** A course's name in one language: the reader's, else the course's primary one (decision 0092). */
export const courseName = (row: Pick<repo.CourseRow, 'name' | 'primaryLanguage'>, language?: Language): string =>
  pick(row.name, language ?? row.primaryLanguage).text;

/**
 * Locks a course's row until the transaction ends, so writers that move its figures (its review counters, its
 * student count) are serialised.
 */
export const lockCourse = (tx: Tx, id: string) => repo.lockCourse(tx, id);

/** A visible course (hidden courses cannot be bought or carted); 404 "Course not found" otherwise. */
export async function findSellableCourse(tx: Tx, courseId: string): Promise<CommerceCourseRow> {
  const row = await repo.findActiveCommerceCourse(tx, courseId);
  if (!row) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
  return row;
}

/** Owners (enrolled) and admins may study a course. */
export async function canStudy(tx: Tx, user: SessionUser | null, courseId: string): Promise<boolean> {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return enrolments.isEnrolled(tx, user.id, courseId);
}

/** The list query as the cache and the queries see it: search normalised, the default sort resolved. */
interface ListKey {
  page: number;
  limit: number;
  sort: CourseSort;
  search: string;
  category: string;
  filters: Pick<CoursesListQuery, 'level' | 'language' | 'price' | 'minRating'>;
  /** The reader's language (the cards carry only it). */
  lang: Language;
}
export interface CourseList {
  courses: CourseCard[];
  pagination: Pagination;
}

/** `search` wins over the spec's `title`; relevance is the default order when searching, newest otherwise. */
export function listKey(query: CoursesListQuery, lang: Language): ListKey {
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
    lang,
  };
}

/** The public catalogue and the learner's own courses (learner-side §7 Courses). */
export function coursesService({ db, cache }: Pick<Deps, 'db' | 'cache'>) {
  /** A page of active course cards: four queries at most whatever the number of courses. */
  async function computeList(query: ListKey): Promise<CourseList> {
    const terms = await repo.searchWords(db, query.search);
    let categoryIds: string[] | undefined;
    if (query.category) {
      const categories = await repo.listCategories(db);
      categoryIds = categories.filter((c) => normaliseSearch(c.title) === query.category).map((c) => c.id);
    }
    const filter: repo.CardFilter = { ...query.filters, categoryIds, terms };
    const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
    const read = (tx: Tx) => repo.listCardPage(tx, filter, query.sort, page);
    const { rows, total } = await read(db);
    const aggregates = await repo.lessonAggregates(
      db,
      rows.map((r) => r.id),
    );
    return {
      courses: rows.map((row) => toCourseCard(row, aggregates.get(row.id), query.lang)),
      pagination: paginate(query.page, query.limit, total),
    };
  }

  async function computePreview(id: string, lang: Language): Promise<CourseDetail | null> {
    const row = await repo.findCourse(db, id);
    if (!row) return null;
    const lessons = await listLessons(db, [id]);
    const minutes = lessons.reduce((sum, l) => sum + l.videoLength, 0);
    return {
      ...toCourseSummary(row, { lessons: lessons.length, minutes }, lang),
      courseData: lessons.map((l) => toPreviewLesson(l, lang)),
    };
  }

  /** Adds `progress` to the caller's owned courses (from the cached enrolment state: no query once kept). */
  async function withProgress<T extends { _id: string; totalVideos: number; progress?: number }>(
    courses: T[],
    user: SessionUser,
  ): Promise<T[]> {
    const { completed } = await enrolmentState({ db, cache }, user.id);
    return courses.map((c) => {
      const done = completed[c._id];
      return done === undefined ? c : { ...c, progress: progressPercent(done, c.totalVideos) };
    });
  }

  /**
   * A signed-in caller's catalogue page with `progress` on the courses they own, as the answer's JSON, validated and
   * serialised once per cached page and enrolment state (each replaced in the cache when it changes).
   */
  const keptWithProgress = new WeakMap<CourseList, WeakMap<EnrolmentState['completed'], string>>();
  async function pageFor(page: CourseList, user: SessionUser): Promise<{ same: true } | { same: false; json: string }> {
    const { completed } = await enrolmentState({ db, cache }, user.id);
    if (!page.courses.some((c) => completed[c._id] !== undefined)) return { same: true };
    let byState = keptWithProgress.get(page);
    if (!byState) keptWithProgress.set(page, (byState = new WeakMap()));
    let json = byState.get(completed);
    if (json === undefined) {
      const courses = await withProgress(page.courses, user);
      json = JSON.stringify(CoursesListAnswerSchema.parse({ success: true, ...page, courses }));
      byState.set(completed, json);
    }
    return { same: false, json };
  }

  return {
    /**
     * The page a signed-in caller gets: `same` when they own none of its courses (the visitors' answer, whose kept
     * bytes can be sent), else the answer's JSON with their progress.
     */
    pageFor,

    /** A page of the public list through the catalogue cache, keyed by the normalised query. */
    cachedList(query: CoursesListQuery, lang: Language) {
      const key = listKey(query, lang);
      return cache.get(catalogueKeys.list(JSON.stringify(key)), () => computeList(key));
    },

    /** The hero search's suggestions: active course names, best match first (none under 2 characters). */
    async suggestions(q: string, lang: Language): Promise<{ _id: string; name: string }[]> {
      if (normaliseSearch(q).length < 2) return [];
      const terms = await repo.searchWords(db, q, { typing: true });
      const rows = await repo.suggestCourses(db, terms, SUGGESTION_COUNT);
      return rows.map((r) => ({ _id: r.id, name: htmlToText(pick(r.name, lang).text) }));
    },

    /** The public preview; an inactive course is visible only to its owners and admins. */
    async preview(id: string, user: SessionUser | null, lang: Language) {
      const cached = await cache.get(catalogueKeys.preview(id, lang), () => computePreview(id, lang));
      const course = cached.value;
      if (!course) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
      if (!course.isActive && !(await canStudy(db, user, id))) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
      return { value: course, etag: cached.etag };
    },

    /** The caller's enrolled courses as cards with progress, most recent enrolment first. */
    async myCourses(user: SessionUser, lang: Language): Promise<CourseSummary[]> {
      const ids = [...(await enrolmentState({ db, cache }, user.id)).owned].reverse();
      const rows = await repo.listCourses(db, { ids });
      const aggregates = await repo.lessonAggregates(db, ids);
      const byId = new Map(rows.map((r) => [r.id, toCourseSummary(r, aggregates.get(r.id), lang)]));
      return withProgress(
        ids.map((id) => byId.get(id)).filter((c): c is CourseSummary => Boolean(c)),
        user,
      );
    },

    /**
     * "Continue learning": the caller's owned courses they studied most recently, each with the lesson they resume
     * and their progress (three queries after the enrolment state, whatever the number of courses).
     */
    async continueLearning(user: SessionUser, lang: Language): Promise<ContinueLearning[]> {
      const state = await enrolmentState({ db, cache }, user.id);
      const recent = await recentCourses(db, user.id, [...state.owned], CONTINUE_LEARNING_COUNT);
      if (recent.length === 0) return [];
      const ids = recent.map((r) => r.courseId);
      const [rows, aggregates, titles] = await Promise.all([
        repo.listCourses(db, { ids }),
        repo.lessonAggregates(db, ids),
        lessons.bilingualLessonTitles(
          db,
          recent.flatMap((r) => (r.lastLessonId ? [r.lastLessonId] : [])),
        ),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return recent.flatMap((r) => {
        const row = byId.get(r.courseId);
        if (!row) return [];
        const total = aggregates.get(r.courseId)?.lessons ?? 0;
        const title = r.lastLessonId ? titles.get(r.lastLessonId) : undefined;
        const summary = toCourseSummary(row, aggregates.get(r.courseId), lang);
        return [
          {
            course: {
              _id: row.id,
              name: summary.name,
              thumbnail: summary.thumbnail,
              totalVideos: total,
              ...(summary.fallbacks?.name ? { fallbacks: { name: summary.fallbacks.name } } : {}),
            },
            lesson: r.lastLessonId && title !== undefined ? resumedLesson(r.lastLessonId, title, lang) : null,
            progress: progressPercent(state.completed[r.courseId] ?? 0, total),
            lastActiveAt: r.lastActiveAt.toISOString(),
          },
        ];
      });
    },
  };
}

/** The lesson "Continue learning" resumes, its title in the reader's language (`fallbacks` when in the other). */
function resumedLesson(id: string, title: Bilingual, lang: Language) {
  const reader = readerOf(lang);
  return { _id: id, title: reader.text('title', title), ...reader.answer() };
}

/*
 * Lessons, as the learning module uses them for quiz lessons (issue 37): it makes a quiz's lesson, renames it with
 * the quiz, and reads which course a lesson is in. After a write the caller drops the catalogue cache.
 */
export const insertLessonInSection = lessons.insertLessonInSection;
export const findLessonById = lessons.findLessonById;
export const lessonTitles = lessons.lessonTitles;
export const renameLesson = lessons.renameLesson;

/** Names and lesson counts of some courses, by id (the admins' progress report of a learner). */
export async function courseOutlines(
  tx: Tx,
  ids: readonly string[],
): Promise<Map<string, { name: string; lessons: number }>> {
  if (ids.length === 0) return new Map();
  const [rows, aggregates] = await Promise.all([
    repo.listCourses(tx, { ids: [...ids] }),
    repo.lessonAggregates(tx, [...ids]),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      { name: pick(r.name, r.primaryLanguage).text, lessons: aggregates.get(r.id)?.lessons ?? 0 },
    ]),
  );
}
