import {
  DEFAULT_LESSON_PERCENT,
  evaluateCompletion,
  type Completion,
  type CompletionRule,
  type Resume,
  type RuleLesson,
} from '#shared/learning/progress.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as repo from './progress.repository.ts';

/*
 * Lesson progress, resume and course completion, as other modules use them (the learning module owns the tables,
 * decision 0070). The courses module hands in a course's lessons (it owns them); nothing here imports it, so the
 * courses module may call this service without a cycle.
 */

export type { CourseProgressRow } from './progress.repository.ts';

/** One completion: the learner met the course's rule for the first time, at `completedAt`. */
export interface CourseCompletionEvent {
  userId: string;
  courseId: string;
  completedAt: Date;
}
type CompletionListener = (event: CourseCompletionEvent) => void | Promise<void>;
const listeners = new Set<CompletionListener>();

/**
 * The hook where a completion happens (certificates subscribe): called once per learner and course, after the
 * transaction that recorded it committed. Durable too: `course_progress.completed_at` holds it, so a subscriber
 * that was down can catch up from `completionsSince`. Answers the unsubscribe.
 */
export function onCourseCompleted(listener: CompletionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function emitCompleted(event: CourseCompletionEvent, log?: { error(o: object, m: string): void }) {
  for (const listener of listeners) {
    try {
      await listener(event);
    } catch (err) {
      log?.error({ err, ...event }, 'a course completion listener failed');
    }
  }
}

export const completedLessons = repo.completedLessons;
export const completedCounts = repo.completedCounts;
export const forgetProgress = repo.forget;
export const recentCourses = repo.recentCourses;
export const completionsSince = repo.completionsSince;
/** Call in the enrolling transaction: every enrolment has its row, so the progress report counts it. */
export const progressRowsForEnrolments = repo.startRows;

/** A course's completion rule (every lesson when none was set). */
export async function completionRule(tx: Tx, courseId: string): Promise<CompletionRule> {
  const row = await repo.findRule(tx, courseId);
  return {
    lessonPercent: row?.lessonPercent ?? DEFAULT_LESSON_PERCENT,
    requiredQuizLessonIds: row?.requiredQuizLessonIds ?? [],
  };
}

export const saveCompletionRule = repo.saveRule;

/** Where a learner resumes a course: the lesson they used last (if it still exists) and their position in it. */
export async function resumeOf(
  tx: Tx,
  userId: string,
  courseId: string,
  lessons: readonly RuleLesson[],
): Promise<{ resume: Resume | null; positions: Map<string, number> }> {
  const row = await repo.findCourseProgress(tx, userId, courseId);
  const positions = await repo.positions(tx, userId, courseId);
  const lessonId = row?.lastLessonId;
  if (!lessonId || !lessons.some((l) => l.id === lessonId)) return { resume: null, positions };
  return { resume: { lessonId, positionSeconds: positions.get(lessonId) ?? 0 }, positions };
}

/**
 * Whether (and when) a learner completed a course, and what remains under its rule. Records the completion the
 * first time the rule is met (and calls the hook after `db`'s transaction): a course completed stays completed
 * when its rule or lessons change later.
 */
export async function courseCompletion(
  deps: { db: Db; log?: { error(o: object, m: string): void } },
  userId: string,
  courseId: string,
  lessons: readonly RuleLesson[],
): Promise<Completion & { completedLessonIds: string[] }> {
  const { db } = deps;
  const done = new Set((await repo.completedLessons(db, userId, [courseId])).map((r) => r.lessonId));
  const passed = await repo.passedQuizLessons(db, userId, courseId);
  const rule = await completionRule(db, courseId);
  const state = evaluateCompletion(lessons, done, passed, rule);
  const row = await repo.findCourseProgress(db, userId, courseId);
  let completedAt = row?.completedAt ?? null;
  // Only a learner who has used the course completes it (a rule met by no lesson at all waits for the first).
  if (state.completed && !completedAt && row?.lastActiveAt) {
    completedAt = await repo.markCompleted(db, userId, courseId);
    if (completedAt) await emitCompleted({ userId, courseId, completedAt }, deps.log);
    completedAt ??= (await repo.findCourseProgress(db, userId, courseId))?.completedAt ?? null;
  }
  return {
    ...state,
    completed: state.completed || completedAt !== null,
    completedAt: completedAt?.toISOString() ?? null,
    completedLessonIds: lessons.filter((l) => done.has(l.id)).map((l) => l.id),
  };
}

/** Whether (and when) a learner completed a course: for certificates, without evaluating anything. */
export async function completedAtOf(tx: Tx, userId: string, courseId: string): Promise<Date | null> {
  return (await repo.findCourseProgress(tx, userId, courseId))?.completedAt ?? null;
}

/** Marks a lesson complete (or not) and makes it the one the learner resumes. */
export const setLessonCompleted = repo.setLessonCompleted;
/** Saves the learner's position in a lesson's video and makes it the one they resume. */
export const savePosition = repo.savePosition;
