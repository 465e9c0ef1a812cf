import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { categories, courseLessons, courses } from '../../db/schema/index.ts';
import { containsPattern } from './search.ts';

/** Every column a course answer needs, with the category title joined. */
export const courseColumns = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  pricePoisha: courses.pricePoisha,
  estimatedPricePoisha: courses.estimatedPricePoisha,
  tags: courses.tags,
  level: courses.level,
  language: courses.language,
  categoryId: courses.categoryId,
  categoryTitle: categories.title,
  demoUrl: courses.demoUrl,
  demoPlayer: courses.demoPlayer,
  demoDuration: courses.demoDuration,
  thumbnailUrl: courses.thumbnailUrl,
  instructorName: courses.instructorName,
  instructorAvatarUrl: courses.instructorAvatarUrl,
  benefits: courses.benefits,
  prerequisites: courses.prerequisites,
  showAllResources: courses.showAllResources,
  isActive: courses.isActive,
  ratingsUseOriginal: courses.ratingsUseOriginal,
  ratingsAdminValue: courses.ratingsAdminValue,
  purchasedUseOriginal: courses.purchasedUseOriginal,
  purchasedAdminValue: courses.purchasedAdminValue,
  ratingsAverage: courses.ratingsAverage,
  reviewCount: courses.reviewCount,
  purchasedCount: courses.purchasedCount,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
};

export interface CourseRow {
  id: string;
  name: string;
  description: string;
  pricePoisha: number;
  estimatedPricePoisha: number | null;
  tags: string;
  level: (typeof courses.level.enumValues)[number];
  language: (typeof courses.language.enumValues)[number];
  categoryId: string | null;
  categoryTitle: string | null;
  demoUrl: string;
  demoPlayer: (typeof courses.demoPlayer.enumValues)[number];
  demoDuration: number | null;
  thumbnailUrl: string | null;
  instructorName: string;
  instructorAvatarUrl: string | null;
  benefits: { title: string }[];
  prerequisites: { title: string }[];
  showAllResources: boolean;
  isActive: boolean;
  ratingsUseOriginal: boolean;
  ratingsAdminValue: number | null;
  purchasedUseOriginal: boolean;
  purchasedAdminValue: number | null;
  ratingsAverage: number;
  reviewCount: number;
  purchasedCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export type NewCourse = typeof courses.$inferInsert;

export interface CourseFilter {
  activeOnly?: boolean;
  /** Courses of these categories only (an empty list matches nothing). */
  categoryIds?: string[];
  /** Each term must match the search text or (through `termCategoryIds`) the category title. */
  terms?: { term: string; categoryIds: string[] }[];
  ids?: string[];
}

export async function listCourses(tx: Tx, filter: CourseFilter = {}): Promise<CourseRow[]> {
  const where: (SQL | undefined)[] = [];
  if (filter.activeOnly) where.push(eq(courses.isActive, true));
  if (filter.categoryIds)
    where.push(filter.categoryIds.length ? inArray(courses.categoryId, filter.categoryIds) : sql`false`);
  if (filter.ids) where.push(filter.ids.length ? inArray(courses.id, filter.ids) : sql`false`);
  for (const { term, categoryIds } of filter.terms ?? []) {
    const byText = ilike(courses.searchText, containsPattern(term));
    where.push(categoryIds.length ? or(byText, inArray(courses.categoryId, categoryIds)) : byText);
  }
  return tx
    .select(courseColumns)
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(...where))
    .orderBy(desc(courses.createdAt), asc(courses.id));
}

export async function findCourse(tx: Tx, id: string): Promise<CourseRow | undefined> {
  const [row] = await tx
    .select(courseColumns)
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(eq(courses.id, id))
    .limit(1);
  return row;
}

/** Locks the course row for the rest of the transaction, so counters computed after it see every writer. */
export async function lockCourse(tx: Tx, id: string): Promise<{ id: string; isActive: boolean } | undefined> {
  const [row] = await tx
    .select({ id: courses.id, isActive: courses.isActive })
    .from(courses)
    .where(eq(courses.id, id))
    .for('update');
  return row;
}

export interface LessonAggregate {
  lessons: number;
  minutes: number;
}

/** Lesson count and total minutes per course, in one grouped query whatever the number of courses. */
export async function lessonAggregates(tx: Tx, courseIds: string[]): Promise<Map<string, LessonAggregate>> {
  const result = new Map<string, LessonAggregate>();
  if (courseIds.length === 0) return result;
  const rows = await tx
    .select({
      courseId: courseLessons.courseId,
      lessons: sql<number>`count(*)::int`,
      minutes: sql<string>`coalesce(sum(${courseLessons.videoLength}), 0)`,
    })
    .from(courseLessons)
    .where(inArray(courseLessons.courseId, courseIds))
    .groupBy(courseLessons.courseId);
  for (const row of rows) result.set(row.courseId, { lessons: Number(row.lessons), minutes: Number(row.minutes) });
  return result;
}

export async function listCategories(tx: Tx): Promise<{ id: string; title: string }[]> {
  return tx.select({ id: categories.id, title: categories.title }).from(categories);
}

export async function insertCourse(tx: Tx, values: NewCourse): Promise<string> {
  const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
  return row!.id;
}

export async function updateCourse(tx: Tx, id: string, values: Partial<NewCourse>): Promise<boolean> {
  const rows = await tx.update(courses).set(values).where(eq(courses.id, id)).returning({ id: courses.id });
  return rows.length > 0;
}

export async function deleteCourse(
  tx: Tx,
  id: string,
): Promise<{ thumbnailUrl: string | null; instructorAvatarUrl: string | null } | undefined> {
  const [row] = await tx
    .delete(courses)
    .where(eq(courses.id, id))
    .returning({ thumbnailUrl: courses.thumbnailUrl, instructorAvatarUrl: courses.instructorAvatarUrl });
  return row;
}

export async function toggleCourse(tx: Tx, id: string): Promise<boolean | undefined> {
  const [row] = await tx
    .update(courses)
    .set({ isActive: sql`not ${courses.isActive}` })
    .where(eq(courses.id, id))
    .returning({ isActive: courses.isActive });
  return row?.isActive;
}

/** Courses whose demo is this VdoCipher video. */
export async function coursesWithDemo(tx: Tx, videoId: string): Promise<{ id: string; isActive: boolean }[]> {
  return tx
    .select({ id: courses.id, isActive: courses.isActive })
    .from(courses)
    .where(and(eq(courses.demoUrl, videoId), eq(courses.demoPlayer, 'vdocipher')));
}
