import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courseLessons, courseSections, courses } from '../../db/schema/index.ts';

export const lessonColumns = {
  id: courseLessons.id,
  courseId: courseLessons.courseId,
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
  title: string;
  videoSection: string;
  videoUrl: string;
  videoPlayer: (typeof courseLessons.videoPlayer.enumValues)[number];
  videoLength: number;
  isPreview: boolean;
  description: string;
  announcement: string | null;
  links: { title: string; url: string }[];
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
  title: string;
  videoSection: string;
  videoUrl: string;
  videoPlayer: LessonRow['videoPlayer'];
  videoLength: number;
  isPreview: boolean;
  description: string;
  announcement: string | null;
  links: { title: string; url: string }[];
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

  const titles = [...new Set(lessons.map((l) => l.videoSection))];
  const sectionRows = await tx
    .insert(courseSections)
    .values(titles.map((title, position) => ({ courseId, title, position })))
    .returning({ id: courseSections.id, title: courseSections.title });
  const sectionId = new Map(sectionRows.map((s) => [s.title, s.id]));

  const kept = lessons.filter((l) => l.id && existingIds.has(l.id)).map((l) => l.id!);
  await tx
    .delete(courseLessons)
    .where(and(eq(courseLessons.courseId, courseId), kept.length ? notInArray(courseLessons.id, kept) : undefined));

  const fresh: (typeof courseLessons.$inferInsert)[] = [];
  for (const [position, lesson] of lessons.entries()) {
    const values = {
      courseId,
      sectionId: sectionId.get(lesson.videoSection)!,
      position,
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
