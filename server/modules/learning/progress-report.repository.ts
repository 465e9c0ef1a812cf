import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  INACTIVE_DAYS,
  type ProgressCounts,
  type ProgressReportFilter,
  type ProgressSort,
} from '#shared/learning/progress-report.ts';
import type { Tx } from '../../db/client.ts';
import { courseProgress as cp, quizAttempts, quizzes } from '../../db/schema/learning.ts';

/*
 * The admins' progress report of a course reads course_progress alone (one row per enrolment), in the order of one
 * of its two course indexes, so a page costs the same at 50,000 learners as at 50.
 */

export interface ReportRow {
  userId: string;
  lastActiveAt: Date | null;
  completedLessons: number;
  completedAt: Date | null;
}

const columns = {
  userId: cp.userId,
  lastActiveAt: cp.lastActiveAt,
  completedLessons: cp.completedLessons,
  completedAt: cp.completedAt,
};

const inactiveSince = sql`now() - make_interval(days => ${INACTIVE_DAYS})`;

/** The condition of a state; in progress counts the inactive too (they started and have not completed). */
function statusWhere(status: ProgressReportFilter['status']): SQL | undefined {
  switch (status) {
    case 'not_started':
      return isNull(cp.lastActiveAt);
    case 'in_progress':
      return and(isNotNull(cp.lastActiveAt), isNull(cp.completedAt));
    case 'completed':
      return isNotNull(cp.completedAt);
    case 'inactive':
      return and(isNull(cp.completedAt), lt(cp.lastActiveAt, inactiveSince));
    default:
      return undefined;
  }
}

/** Each order as its index reads it: course_progress_course_active_idx or course_progress_course_completed_idx. */
const ORDERS: Record<ProgressSort, SQL[]> = {
  active_desc: [sql`${cp.lastActiveAt} desc nulls last`, desc(cp.userId)],
  active_asc: [sql`${cp.lastActiveAt} asc nulls first`, asc(cp.userId)],
  progress_desc: [desc(cp.completedLessons), desc(cp.userId)],
  progress_asc: [asc(cp.completedLessons), asc(cp.userId)],
};

/** A page of the report by offset (the contract's `page`). */
export async function reportPage(
  tx: Tx,
  courseId: string,
  filter: ProgressReportFilter,
  offset: number,
  limit: number,
): Promise<ReportRow[]> {
  return tx
    .select(columns)
    .from(cp)
    .where(and(eq(cp.courseId, courseId), statusWhere(filter.status)))
    .orderBy(...ORDERS[filter.sort])
    .limit(limit)
    .offset(offset);
}

/**
 * Where the previous batch of an export ended. The activity is kept as the database's text of it: a JavaScript date
 * drops the microseconds, and a cursor a little off would skip or repeat rows.
 */
export interface ReportCursor {
  userId: string;
  activeKey: string | null;
  completedLessons: number;
}

const at = (key: string) => sql`${key}::timestamptz`;

/** The rows after a cursor, in the sort's order (the CSV export: keyset batches, flat memory). */
function after(sort: ProgressSort, c: ReportCursor): SQL | undefined {
  switch (sort) {
    case 'active_desc':
      return c.activeKey === null
        ? and(isNull(cp.lastActiveAt), lt(cp.userId, c.userId))
        : or(
            sql`${cp.lastActiveAt} < ${at(c.activeKey)}`,
            and(sql`${cp.lastActiveAt} = ${at(c.activeKey)}`, lt(cp.userId, c.userId)),
            isNull(cp.lastActiveAt),
          );
    case 'active_asc':
      return c.activeKey === null
        ? or(and(isNull(cp.lastActiveAt), gt(cp.userId, c.userId)), isNotNull(cp.lastActiveAt))
        : or(
            sql`${cp.lastActiveAt} > ${at(c.activeKey)}`,
            and(sql`${cp.lastActiveAt} = ${at(c.activeKey)}`, gt(cp.userId, c.userId)),
          );
    case 'progress_desc':
      return sql`(${cp.completedLessons}, ${cp.userId}) < (${c.completedLessons}, ${c.userId})`;
    case 'progress_asc':
      return sql`(${cp.completedLessons}, ${cp.userId}) > (${c.completedLessons}, ${c.userId})`;
  }
}

/** A batch of the export after a cursor; `next` is null after the last one. */
export async function reportAfter(
  tx: Tx,
  courseId: string,
  filter: ProgressReportFilter,
  cursor: ReportCursor | null,
  limit: number,
): Promise<{ rows: ReportRow[]; next: ReportCursor | null }> {
  const rows = await tx
    .select({ ...columns, activeKey: sql<string | null>`${cp.lastActiveAt}::text` })
    .from(cp)
    .where(and(eq(cp.courseId, courseId), statusWhere(filter.status), cursor ? after(filter.sort, cursor) : undefined))
    .orderBy(...ORDERS[filter.sort])
    .limit(limit);
  const last = rows.at(-1);
  return {
    rows,
    next:
      rows.length < limit || !last
        ? null
        : { userId: last.userId, activeKey: last.activeKey, completedLessons: last.completedLessons },
  };
}

/** How many learners of the course are in each state (one pass over the course's rows). */
export async function reportCounts(tx: Tx, courseId: string): Promise<ProgressCounts> {
  const [row] = await tx
    .select({
      all: sql<number>`count(*)::int`,
      not_started: sql<number>`(count(*) filter (where ${statusWhere('not_started')}))::int`,
      in_progress: sql<number>`(count(*) filter (where ${statusWhere('in_progress')}))::int`,
      completed: sql<number>`(count(*) filter (where ${statusWhere('completed')}))::int`,
      inactive: sql<number>`(count(*) filter (where ${statusWhere('inactive')}))::int`,
    })
    .from(cp)
    .where(eq(cp.courseId, courseId));
  return {
    all: Number(row?.all ?? 0),
    not_started: Number(row?.not_started ?? 0),
    in_progress: Number(row?.in_progress ?? 0),
    completed: Number(row?.completed ?? 0),
    inactive: Number(row?.inactive ?? 0),
  };
}

/** A learner's course rows, most recently active first, the never active last. */
export async function learnerRows(tx: Tx, userId: string): Promise<(ReportRow & { courseId: string })[]> {
  return tx
    .select({ ...columns, courseId: cp.courseId })
    .from(cp)
    .where(eq(cp.userId, userId))
    .orderBy(sql`${cp.lastActiveAt} desc nulls last`, asc(cp.courseId));
}

/** Whether a row counts as inactive: started, not completed, no activity for INACTIVE_DAYS. */
export function isInactive(row: Pick<ReportRow, 'lastActiveAt' | 'completedAt'>, now: Date): boolean {
  return (
    row.completedAt === null &&
    row.lastActiveAt !== null &&
    row.lastActiveAt.getTime() < now.getTime() - INACTIVE_DAYS * 86_400_000
  );
}

/** Some learners' best graded attempt at each quiz of a course: `${userId}:${lessonId}` → percent and passed. */
export async function bestScores(
  tx: Tx,
  courseId: string,
  userIds: readonly string[],
): Promise<Map<string, { percent: number | null; passed: boolean }>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({
      userId: quizAttempts.userId,
      lessonId: quizzes.lessonId,
      percent: sql<string | null>`max(${quizAttempts.percent})`,
      passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizzes.courseId, courseId),
        inArray(quizAttempts.userId, [...userIds]),
        eq(quizAttempts.preview, false),
        isNotNull(quizAttempts.submittedAt),
      ),
    )
    .groupBy(quizAttempts.userId, quizzes.lessonId);
  return new Map(
    rows.map((r) => [
      `${r.userId}:${r.lessonId}`,
      { percent: r.percent === null ? null : Number(r.percent), passed: Boolean(r.passed) },
    ]),
  );
}
