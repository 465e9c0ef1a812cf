import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Bilingual, Language } from '#shared/bilingual.ts';
import type { Tx } from '../../db/client.ts';
import { courseLessons, courseSections, courses, primaryText } from '../../db/schema/index.ts';

export const lessonColumns = {
  id: courseLessons.id,
  courseId: courseLessons.courseId,
  type: courseLessons.type,
  title: courseLessons.title,
  videoSection: courseSections.title,
  videoUrl: courseLessons.videoUrl,
  videoPlayer: courseLessons.videoPlayer,
  videoLength: courseLessons.videoLength,
  isPreview: courseLessons.isPreview,
  description: courseLessons.description,
  announcement: courseLessons.announcement,
  links: courseLessons.links,
  suggestion: courseLessons.suggestion,
};

export interface LessonRow {
  id: string;
  courseId: string;
  type: (typeof courseLessons.type.enumValues)[number];
  title: Bilingual;
  videoSection: Bilingual;
  videoUrl: string;
  videoPlayer: (typeof courseLessons.videoPlayer.enumValues)[number];
  videoLength: number;
  isPreview: boolean;
  description: Bilingual;
  announcement: Bilingual | null;
  links: { title: Bilingual; url: string }[];
  suggestion: string | null;
}

/** The lessons of some courses in course order (one query). */
export async function listLessons(tx: Tx, courseIds: string[]): Promise<LessonRow[]> {
  if (courseIds.length === 0) return [];
  return tx
    .select(lessonColumns)
    .from(courseLessons)
    .innerJoin(courseSections, eq(courseSections.id, courseLessons.sectionId))
    .where(inArray(courseLessons.courseId, courseIds))
    .orderBy(asc(courseLessons.courseId), asc(courseLessons.position));
}

export async function findLesson(tx: Tx, courseId: string, lessonId: string): Promise<LessonRow | undefined> {
  const [row] = await tx
    .select(lessonColumns)
    .from(courseLessons)
    .innerJoin(courseSections, eq(courseSections.id, courseLessons.sectionId))
    .where(and(eq(courseLessons.courseId, courseId), eq(courseLessons.id, lessonId)))
    .limit(1);
  return row;
}

/** VdoCipher lessons playing this video, with whether they are free previews of an active course. */
export async function lessonsWithVideo(
  tx: Tx,
  videoId: string,
): Promise<{ courseId: string; isPreview: boolean; courseIsActive: boolean }[]> {
  return tx
    .select({ courseId: courseLessons.courseId, isPreview: courseLessons.isPreview, courseIsActive: courses.isActive })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(and(eq(courseLessons.videoUrl, videoId), eq(courseLessons.videoPlayer, 'vdocipher')));
}

export interface LessonWrite {
  id?: string | undefined;
  /** Video when not given (the seed's lessons). */
  type?: LessonRow['type'];
  title: Bilingual;
  /** Lessons with equal section names share the section. */
  videoSection: Bilingual;
  videoUrl: string;
  videoPlayer: LessonRow['videoPlayer'];
  videoLength: number;
  isPreview: boolean;
  description: Bilingual;
  announcement: Bilingual | null;
  links: { title: Bilingual; url: string }[];
  suggestion: string | null;
}

/**
 * Makes the course's sections and lessons exactly `lessons`, in that order. Lessons sent with the id of one of
 * this course's lessons are updated in place (keeping learners' progress and questions); the others are new;
 * lessons left out are deleted. Sections are rebuilt from the lessons' `videoSection` in order of appearance.
 */
export async function replaceLessons(tx: Tx, courseId: string, lessons: LessonWrite[]): Promise<void> {
  const existing = await tx
    .select({ id: courseLessons.id })
    .from(courseLessons)
    .where(eq(courseLessons.courseId, courseId));
  const existingIds = new Set(existing.map((l) => l.id));
  const oldSections = await tx
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId));

  const sectionKey = (title: Bilingual) => JSON.stringify([title.bn, title.en]);
  const titles = [...new Map(lessons.map((l) => [sectionKey(l.videoSection), l.videoSection])).values()];
  const sectionRows = await tx
    .insert(courseSections)
    .values(titles.map((title, position) => ({ courseId, title, position })))
    .returning({ id: courseSections.id, title: courseSections.title });
  const sectionId = new Map(sectionRows.map((s) => [sectionKey(s.title), s.id]));

  const kept = lessons.filter((l) => l.id && existingIds.has(l.id)).map((l) => l.id!);
  await tx
    .delete(courseLessons)
    .where(and(eq(courseLessons.courseId, courseId), kept.length ? notInArray(courseLessons.id, kept) : undefined));

  const fresh: (typeof courseLessons.$inferInsert)[] = [];
  for (const [position, lesson] of lessons.entries()) {
    const values = {
      courseId,
      sectionId: sectionId.get(sectionKey(lesson.videoSection))!,
      position,
      type: lesson.type ?? 'video',
      title: lesson.title,
      videoUrl: lesson.videoUrl,
      videoPlayer: lesson.videoPlayer,
      videoLength: lesson.videoLength,
      isPreview: lesson.isPreview,
      description: lesson.description,
      announcement: lesson.announcement,
      links: lesson.links,
      suggestion: lesson.suggestion,
    };
    if (lesson.id && existingIds.has(lesson.id)) {
      await tx.update(courseLessons).set(values).where(eq(courseLessons.id, lesson.id));
    } else {
      fresh.push(values);
    }
  }
  if (fresh.length) await tx.insert(courseLessons).values(fresh);
  if (oldSections.length) {
    await tx.delete(courseSections).where(
      inArray(
        courseSections.id,
        oldSections.map((s) => s.id),
      ),
    );
  }
}

/**
 * Adds a lesson at the end of the course's section at `sectionIndex` (sections in order, from 0), moving the later
 * lessons one place on; answers its id, or undefined when the course has no such section.
 */
export async function insertLessonInSection(
  tx: Tx,
  courseId: string,
  sectionIndex: number,
  values: { type: LessonRow['type']; title: string },
): Promise<string | undefined> {
  const sections = await tx
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.position));
  const section = sections[sectionIndex];
  if (!section) return undefined;
  const [last] = await tx
    .select({ position: sql<number>`max(${courseLessons.position})::int` })
    .from(courseLessons)
    .where(eq(courseLessons.sectionId, section.id));
  const position = (last?.position ?? -1) + 1;
  await tx
    .update(courseLessons)
    .set({ position: sql`${courseLessons.position} + 1` })
    .where(and(eq(courseLessons.courseId, courseId), gte(courseLessons.position, position)));
  const [row] = await tx
    .insert(courseLessons)
    .values({
      courseId,
      sectionId: section.id,
      position,
      type: values.type,
      // a plain string fills the course's primary language
      title: sql`jsonb_build_object('bn', '', 'en', '') || jsonb_build_object((select ${courses.primaryLanguage} from ${courses} where ${courses.id} = ${courseId}), ${values.title}::text)`,
      videoUrl: '',
    })
    .returning({ id: courseLessons.id });
  return row!.id;
}

/**
 * A lesson title in `language`, else the other one (a text in two languages, decision 0099); in the course's
 * primary language when none is given.
 */
function titleIn(language: Language | undefined) {
  const primary = primaryText(courseLessons.title);
  return language
    ? sql<string>`coalesce(nullif(${courseLessons.title}->>${language}, ''), ${primary}, '')`
    : sql<string>`coalesce(${primary}, '')`;
}

/** A lesson's course, type and title in `language` (undefined when there is none). */
export async function findLessonById(
  tx: Tx,
  lessonId: string,
  language?: Language,
): Promise<{ id: string; courseId: string; type: LessonRow['type']; title: string } | undefined> {
  const [row] = await tx
    .select({
      id: courseLessons.id,
      courseId: courseLessons.courseId,
      type: courseLessons.type,
      title: titleIn(language),
    })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(eq(courseLessons.id, lessonId))
    .limit(1);
  return row;
}

/** Lesson titles by id in the course's primary language (one query), for a list of quizzes. */
export async function lessonTitles(tx: Tx, lessonIds: readonly string[]): Promise<Map<string, string>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: courseLessons.id, title: titleIn(undefined) })
    .from(courseLessons)
    .innerJoin(courses, eq(courses.id, courseLessons.courseId))
    .where(inArray(courseLessons.id, [...lessonIds]));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Lesson titles by id in both languages (one query), for a reader's page. */
export async function bilingualLessonTitles(tx: Tx, lessonIds: readonly string[]): Promise<Map<string, Bilingual>> {
  if (lessonIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: courseLessons.id, title: courseLessons.title })
    .from(courseLessons)
    .where(inArray(courseLessons.id, [...lessonIds]));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Renames a lesson in its course's primary language (a plain string write), keeping the other language. */
export async function renameLesson(tx: Tx, lessonId: string, title: string): Promise<void> {
  await tx
    .update(courseLessons)
    .set({
      title: sql`jsonb_set(${courseLessons.title}, array[(select ${courses.primaryLanguage} from ${courses} where ${courses.id} = ${courseLessons.courseId})], to_jsonb(${title}::text))`,
    })
    .where(eq(courseLessons.id, lessonId));
}
