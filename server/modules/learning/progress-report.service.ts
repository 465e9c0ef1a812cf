import { type Bilingual, type Language, pick } from '#shared/bilingual.ts';
import { paginate } from '#shared/api.ts';
import {
  PROGRESS_CSV_HEADER,
  progressPercentOf,
  type CourseProgressReport,
  type LearnerProgressReport,
  type LearnerState,
  type ProgressReportFilter,
  type ReportLearner,
} from '#shared/learning/progress-report.ts';
import { stringify } from 'csv-stringify/sync';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Deps } from '../../lib/deps.ts';
import {
  certificatesInCourse,
  certificatesOfLearner,
  type CertificateSummary,
} from '../certificates/certificates.service.ts';
import { COURSE_NOT_FOUND, courseOutlines, findCourse, lessonTitles } from '../courses/courses.service.ts';
import { countLessons } from '../courses/enrolments.service.ts';
import { findUserById, findUsersByIds } from '../users/users.service.ts';
import { completionRule } from './progress.service.ts';
import * as repo from './progress-report.repository.ts';
import { listCourseQuizzes } from './quizzes.repository.ts';

/** Learners per query of the CSV export. */
const EXPORT_BATCH = 1000;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function stateOf(row: Pick<repo.ReportRow, 'lastActiveAt' | 'completedAt'>): LearnerState {
  if (row.completedAt) return 'completed';
  return row.lastActiveAt ? 'in_progress' : 'not_started';
}

const certificateAnswer = (c: CertificateSummary | undefined) =>
  c ? { _id: c.id, status: c.status, issuedAt: c.issuedAt.toISOString() } : null;

/** A cell a spreadsheet would read as a formula gets a leading '. */
const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * The admins' progress reports (issue 33). The rows are learning's own (course_progress, one per enrolment); names,
 * lessons and certificates come from their owners' services in one batch per page.
 */
/** A course's name as its admins wrote it first (the report's CSV and heading). */
const primaryName = (course: { name: Bilingual; primaryLanguage: Language }) =>
  pick(course.name, course.primaryLanguage).text;

export function progressReportService({ db }: Pick<Deps, 'db'>) {
  async function courseOf(tx: Tx, courseId: string) {
    const course = await findCourse(tx, courseId);
    if (!course) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
    return course;
  }

  /** A page of rows with everything shown beside them (four batch queries, whatever the page's size). */
  async function learnersOf(
    tx: Tx,
    courseId: string,
    rows: readonly repo.ReportRow[],
    totalLessons: number,
    quizLessonIds: readonly string[],
  ): Promise<ReportLearner[]> {
    const ids = rows.map((r) => r.userId);
    const [users, certificates, scores] = await Promise.all([
      findUsersByIds(tx, ids),
      certificatesInCourse(tx, courseId, ids),
      quizLessonIds.length > 0 ? repo.bestScores(tx, courseId, ids) : new Map<string, never>(),
    ]);
    const now = new Date();
    return rows.flatMap((row) => {
      const user = users.get(row.userId);
      if (!user) return [];
      return [
        {
          userId: row.userId,
          name: user.name,
          email: user.email,
          state: stateOf(row),
          inactive: repo.isInactive(row, now),
          percent: progressPercentOf(row.completedLessons, totalLessons),
          completedLessons: Math.min(row.completedLessons, totalLessons),
          lastActiveAt: iso(row.lastActiveAt),
          completedAt: iso(row.completedAt),
          quizzes: quizLessonIds.map((lessonId) => {
            const score = scores.get(`${row.userId}:${lessonId}`);
            return { lessonId, percent: score?.percent ?? null, passed: score?.passed ?? false };
          }),
          certificate: certificateAnswer(certificates.get(row.userId)),
        },
      ];
    });
  }

  async function outline(courseId: string) {
    const course = await courseOf(db, courseId);
    const [totalLessons, quizRows, rule] = await Promise.all([
      countLessons(db, courseId),
      listCourseQuizzes(db, courseId),
      completionRule(db, courseId),
    ]);
    const titles = await lessonTitles(
      db,
      quizRows.map((q) => q.lessonId),
    );
    const required = new Set(rule.requiredQuizLessonIds);
    const quizzes = quizRows.map((q) => ({
      lessonId: q.lessonId,
      title: titles.get(q.lessonId) ?? '',
      required: required.has(q.lessonId),
    }));
    return { course: { _id: course.id, name: primaryName(course), totalLessons }, quizzes };
  }

  return {
    async course(
      courseId: string,
      query: ProgressReportFilter & { page: number; limit: number },
    ): Promise<Omit<CourseProgressReport, 'success'>> {
      const { course, quizzes } = await outline(courseId);
      const [counts, rows] = await Promise.all([
        repo.reportCounts(db, courseId),
        repo.reportPage(db, courseId, query, (query.page - 1) * query.limit, query.limit),
      ]);
      const learners = await learnersOf(
        db,
        courseId,
        rows,
        course.totalLessons,
        quizzes.map((q) => q.lessonId),
      );
      return { course, quizzes, counts, learners, pagination: paginate(query.page, query.limit, counts[query.status]) };
    },

    /** The course's report as CSV, written as it is read: keyset batches of EXPORT_BATCH, so memory stays flat. */
    async csvOf(courseId: string, filter: ProgressReportFilter) {
      const { course, quizzes } = await outline(courseId);
      const line = (cells: (string | number)[]) =>
        stringify([cells.map((c) => (typeof c === 'string' ? defuse(c) : c))], { record_delimiter: '\r\n' });
      async function* lines(): AsyncGenerator<string> {
        yield `\uFEFF${line([...PROGRESS_CSV_HEADER, ...quizzes.map((q) => `${q.title} %`)])}`;
        let cursor: repo.ReportCursor | null = null;
        do {
          const batch = await repo.reportAfter(db, courseId, filter, cursor, EXPORT_BATCH);
          const learners = await learnersOf(
            db,
            courseId,
            batch.rows,
            course.totalLessons,
            quizzes.map((q) => q.lessonId),
          );
          if (learners.length > 0)
            yield learners
              .map((l) =>
                line([
                  l.name,
                  l.email,
                  l.state,
                  l.percent,
                  l.completedLessons,
                  course.totalLessons,
                  l.lastActiveAt ?? '',
                  l.completedAt ?? '',
                  l.certificate?._id ?? '',
                  l.certificate?.status ?? '',
                  ...l.quizzes.map((q) => (q.percent === null ? '' : q.percent)),
                ]),
              )
              .join('');
          cursor = batch.next;
        } while (cursor);
      }
      return { filename: `progress-${course._id.slice(0, 8)}.csv`, lines: lines() };
    },

    async learner(userId: string): Promise<Omit<LearnerProgressReport, 'success'>> {
      const user = await findUserById(db, userId);
      if (!user) throw notFound('User not found', 'user_not_found');
      const rows = await repo.learnerRows(db, userId);
      const [outlines, certificates] = await Promise.all([
        courseOutlines(
          db,
          rows.map((r) => r.courseId),
        ),
        certificatesOfLearner(db, userId),
      ]);
      const now = new Date();
      return {
        learner: { _id: user.id, name: user.name, email: user.email },
        courses: rows.flatMap((row) => {
          const course = outlines.get(row.courseId);
          if (!course) return [];
          return [
            {
              courseId: row.courseId,
              courseName: course.name,
              totalLessons: course.lessons,
              state: stateOf(row),
              inactive: repo.isInactive(row, now),
              percent: progressPercentOf(row.completedLessons, course.lessons),
              completedLessons: Math.min(row.completedLessons, course.lessons),
              lastActiveAt: iso(row.lastActiveAt),
              completedAt: iso(row.completedAt),
              certificate: certificateAnswer(certificates.get(row.courseId)),
            },
          ];
        }),
      };
    },
  };
}
