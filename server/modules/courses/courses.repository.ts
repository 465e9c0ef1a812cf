import { and, asc, count, desc, eq, gt, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CourseLanguage, CourseLevel, CoursePriceFilter, CourseSort } from '#shared/catalogue/course.ts';
import type { Bilingual, Language } from '#shared/bilingual.ts';
import type { Tx } from '../../db/client.ts';
import { bothTexts, effectivePurchased, effectiveRating, primaryText } from '../../db/schema/courses.ts';
import { categories, courseLessons, courseSections, courses } from '../../db/schema/index.ts';
import { commerceCourseColumns, type CommerceCourseRow } from '../../lib/commerce-course.ts';
import { courseSearchWords } from '../../db/schema/courses.ts';
import {
  CANDIDATE_SIMILARITY,
  CANDIDATES_PER_WORD,
  CORRECTION_MIN_LENGTH,
  containsPattern,
  correctionsOf,
  normaliseSearch,
  searchTerms,
} from './search.ts';

/** Every column a course answer needs, with the category title joined. */
export const courseColumns = {
  id: courses.id,
  name: courses.name,
  description: courses.description,
  primaryLanguage: courses.primaryLanguage,
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
  name: Bilingual;
  description: Bilingual;
  primaryLanguage: Language;
  pricePoisha: number;
  estimatedPricePoisha: number | null;
  tags: Bilingual;
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
  benefits: { title: Bilingual }[];
  prerequisites: { title: Bilingual }[];
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

/**
 * A search word with the categories whose title contains it (a word matches a course or its category) and, for a
 * word no course has, the course words it is a misspelling of.
 */
export interface SearchTerm {
  term: string;
  categoryIds: string[];
  corrections: string[];
}

/** The public list's filters (issue 10): active courses only. */
export interface CardFilter {
  categoryIds?: string[];
  level?: CourseLevel;
  language?: CourseLanguage;
  price?: CoursePriceFilter;
  minRating?: number;
  terms: SearchTerm[];
}

/** The columns a course card needs; the description is cut short in SQL (the card shows two lines of it). */
const cardColumns = {
  id: courses.id,
  name: courses.name,
  description: sql<Bilingual>`jsonb_build_object('bn', substr(${courses.description}->>'bn', 1, 2000), 'en', substr(${courses.description}->>'en', 1, 2000))`,
  pricePoisha: courses.pricePoisha,
  estimatedPricePoisha: courses.estimatedPricePoisha,
  thumbnailUrl: courses.thumbnailUrl,
  level: courses.level,
  language: courses.language,
  categoryTitle: categories.title,
  instructorName: courses.instructorName,
  instructorAvatarUrl: courses.instructorAvatarUrl,
  ratings: sql<string>`${effectiveRating(courses)}`,
  purchased: sql<string>`${effectivePurchased(courses)}`,
  reviewCount: courses.reviewCount,
};
export type CardRow = Awaited<ReturnType<typeof listCardPage>>['rows'][number];

/**
 * The course words close to each searched word (pg_trgm's `%` over the dictionary's trigram index, at most
 * CANDIDATES_PER_WORD each), in one query inside a transaction that lowers the similarity threshold for it alone.
 */
async function closeWords(tx: Tx, terms: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (terms.length === 0) return found;
  const rows = await tx.transaction(async (inner) => {
    await inner.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(CANDIDATE_SIMILARITY)}, true)`);
    const list = sql.join(
      terms.map((term) => sql`${term}`),
      sql`, `,
    );
    return inner
      .select({ term: sql<string>`t.term`, word: sql<string>`w.word` })
      .from(sql`unnest(array[${list}]::text[]) as t(term)`)
      .crossJoinLateral(
        inner
          .select({ word: courseSearchWords.word })
          .from(courseSearchWords)
          .where(sql`${courseSearchWords.word} % t.term`)
          .orderBy(sql`similarity(${courseSearchWords.word}, t.term) desc`, courseSearchWords.word)
          .limit(CANDIDATES_PER_WORD)
          .as('w'),
      );
  });
  for (const { term, word } of rows) found.set(term, [...(found.get(term) ?? []), word]);
  return found;
}

/**
 * Each word of a search (at most 8) with the categories whose title contains it and its corrections (a word of 4
 * or more letters that no course has and that is within one or two edits of course words: "pyhton" → python).
 * Two queries when there are words. `typing`: the text is still being typed, its last word unfinished.
 */
export async function searchWords(
  tx: Tx,
  text: string | undefined,
  options: { typing?: boolean } = {},
): Promise<SearchTerm[]> {
  const words = searchTerms(text);
  if (words.length === 0) return [];
  const titles = (await listCategories(tx)).map((c) => ({ id: c.id, title: normaliseSearch(c.title) }));
  const close = await closeWords(
    tx,
    words.filter((w) => w.length >= CORRECTION_MIN_LENGTH),
  );
  return words.map((term, i) => ({
    term,
    categoryIds: titles.filter((c) => c.title.includes(term)).map((c) => c.id),
    // while typing (the hero's suggestions) the last word is the start of a word
    corrections: correctionsOf(term, close.get(term) ?? [], { asPrefix: options.typing && i === words.length - 1 }),
  }));
}

/**
 * One word of the search: it, or one of its corrections, is in the text (ILIKE, so the start of a word or a
 * Bengali word matches), or it names the category. Each ILIKE is answered by the GIN trigram index on
 * `search_text` (a bitmap OR of at most four index scans). A near word alone does not match: "react" does not
 * find a course about "real" projects.
 */
function termMatches({ term, categoryIds, corrections }: SearchTerm): SQL {
  const byText = [term, ...corrections].map((word) => ilike(courses.searchText, containsPattern(word)));
  if (categoryIds.length) byText.push(inArray(courses.categoryId, categoryIds));
  return or(...byText)!;
}

/**
 * Relevance, summed over the words: 2 when the word as typed is in the course name, 1 when only a correction is,
 * 0.5 when the word as typed is in the text, and its closeness to the text (word_similarity) to order the rest.
 */
function relevance(terms: SearchTerm[]): SQL {
  const parts = terms.map(({ term, corrections }) => {
    const corrected = corrections.length
      ? sql.join(
          corrections.map((word) => sql`${bothTexts(courses.name)} ilike ${containsPattern(word)}`),
          sql` or `,
        )
      : sql`false`;
    return sql`(word_similarity(${term}, ${courses.searchText})
      + (case when ${bothTexts(courses.name)} ilike ${containsPattern(term)} then 2 when ${corrected} then 1 else 0 end)
      + (case when ${courses.searchText} ilike ${containsPattern(term)} then 0.5 else 0 end))`;
  });
  return sql.join(parts, sql` + `);
}

function cardWhere(filter: CardFilter): SQL {
  const where: (SQL | undefined)[] = [eq(courses.isActive, true)];
  if (filter.categoryIds)
    where.push(filter.categoryIds.length ? inArray(courses.categoryId, filter.categoryIds) : sql`false`);
  if (filter.level) where.push(eq(courses.level, filter.level));
  if (filter.language) where.push(eq(courses.language, filter.language));
  if (filter.price === 'free') where.push(eq(courses.pricePoisha, 0));
  if (filter.price === 'paid') where.push(gt(courses.pricePoisha, 0));
  if (filter.minRating !== undefined && filter.minRating > 0)
    where.push(gte(effectiveRating(courses), filter.minRating));
  for (const term of filter.terms) where.push(termMatches(term));
  return and(...where)!;
}

function cardOrder(sort: CourseSort, terms: SearchTerm[]): SQL[] {
  switch (sort) {
    case 'popular':
      return [desc(effectivePurchased(courses)), desc(courses.id)];
    case 'rating':
      return [desc(effectiveRating(courses)), desc(courses.id)];
    case 'price_asc':
      return [asc(courses.pricePoisha), asc(courses.id)];
    case 'price_desc':
      return [desc(courses.pricePoisha), desc(courses.id)];
    case 'relevance':
      if (terms.length) return [desc(relevance(terms)), desc(courses.createdAt), desc(courses.id)];
      return [desc(courses.createdAt), desc(courses.id)];
    case 'newest':
      return [desc(courses.createdAt), desc(courses.id)];
  }
}

/** One page of active course cards and the number of courses matching (two queries). */
export async function listCardPage(
  tx: Tx,
  filter: CardFilter,
  sort: CourseSort,
  page: { offset: number; limit: number },
) {
  const where = cardWhere(filter);
  const rows = await tx
    .select(cardColumns)
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(where)
    .orderBy(...cardOrder(sort, filter.terms))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(courses).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A page of the admin course list (hidden courses too) and the number matching (two queries). */
export async function listAdminPage(
  tx: Tx,
  filter: { status?: 'active' | 'hidden'; terms: SearchTerm[]; missing?: Language | undefined },
  sort: 'newest' | 'oldest' | 'name' | 'rating' | 'sales',
  page: { offset: number; limit: number },
) {
  const where: SQL[] = filter.terms.map(termMatches);
  if (filter.status) where.push(eq(courses.isActive, filter.status === 'active'));
  if (filter.missing) where.push(missingIn(filter.missing));
  const order = {
    newest: [desc(courses.createdAt), desc(courses.id)],
    oldest: [asc(courses.createdAt), asc(courses.id)],
    name: [asc(primaryText(courses.name)), asc(courses.id)],
    rating: [desc(effectiveRating(courses)), desc(courses.id)],
    sales: [desc(effectivePurchased(courses)), desc(courses.id)],
  }[sort];
  const rows = await tx
    .select({
      id: courses.id,
      name: courses.name,
      primaryLanguage: courses.primaryLanguage,
      missingBn: missingIn('bn'),
      missingEn: missingIn('en'),
      isActive: courses.isActive,
      ratingsUseOriginal: courses.ratingsUseOriginal,
      ratingsAdminValue: courses.ratingsAdminValue,
      ratingsAverage: courses.ratingsAverage,
      purchasedUseOriginal: courses.purchasedUseOriginal,
      purchasedAdminValue: courses.purchasedAdminValue,
      purchasedCount: courses.purchasedCount,
      createdAt: courses.createdAt,
    })
    .from(courses)
    .where(and(...where))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(courses)
    .where(and(...where));
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * True when some text of the course is empty in `language` while the other language has it (the admin list's
 * "English missing"), over the course's own texts (name, description, tags, benefits, prerequisites) and its
 * curriculum's.
 */
function missingIn(language: Language): SQL<boolean> {
  const other = language === 'bn' ? 'en' : 'bn';
  const gap = (value: SQL) =>
    sql`(btrim(${value}->>${sql.raw(`'${language}'`)}) = '' and btrim(${value}->>${sql.raw(`'${other}'`)}) <> '')`;
  const inList = (list: typeof courses.benefits | typeof courses.prerequisites) =>
    sql`exists (select 1 from jsonb_array_elements(${list}) as item where ${gap(sql`item->'title'`)})`;
  // The curriculum's texts too (decision 0099): a section name, a lesson's title, description, announcement or link.
  const inLessons = sql`exists (select 1 from ${courseLessons} join ${courseSections} on ${courseSections.id} = ${courseLessons.sectionId}
    where ${courseLessons.courseId} = ${courses.id} and (${gap(sql`${courseLessons.title}`)} or ${gap(sql`${courseSections.title}`)}
      or ${gap(sql`${courseLessons.description}`)} or ${gap(sql`coalesce(${courseLessons.announcement}, '{}')`)}
      or exists (select 1 from jsonb_array_elements(${courseLessons.links}) as link where ${gap(sql`link->'title'`)})))`;
  return sql<boolean>`(${gap(sql`${courses.name}`)} or ${gap(sql`${courses.description}`)} or ${gap(sql`${courses.tags}`)} or ${inList(courses.benefits)} or ${inList(courses.prerequisites)} or ${inLessons})`;
}

/** Course Management's stat cards over every course (one aggregate query). */
export async function adminCourseStats(tx: Tx) {
  const [row] = await tx
    .select({
      total: sql<string>`count(*)`,
      active: sql<string>`count(*) filter (where ${courses.isActive})`,
      // Real purchases: an admin value is a figure for the public pages, not a sale (issue 13), and neither is an
      // admin's enrolment or a free course's (issue 36).
      sales: sql<string>`coalesce(sum(${courses.salesCount}), 0)`,
      // Over rated courses only (reviews, or an admin value shown instead): an unrated course has no rating, not 0.
      avgRating: sql<string>`coalesce(avg(${effectiveRating(courses)}) filter (where ${courses.reviewCount} > 0 or (not ${courses.ratingsUseOriginal} and ${courses.ratingsAdminValue} is not null)), 0)`,
    })
    .from(courses);
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    sales: Number(row?.sales ?? 0),
    avgRating: Math.round(Number(row?.avgRating ?? 0) * 100) / 100,
  };
}

/** The best-matching active course names for the hero search (one query). */
export async function suggestCourses(
  tx: Tx,
  terms: SearchTerm[],
  limit: number,
): Promise<{ id: string; name: Bilingual }[]> {
  return tx
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(cardWhere({ terms }))
    .orderBy(...cardOrder('relevance', terms))
    .limit(limit);
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

/** Deletes courses (the database cascades lessons, reviews, enrolments); answers the deleted ones' images. */
export async function deleteCourses(
  tx: Tx,
  ids: readonly string[],
): Promise<{ id: string; thumbnailUrl: string | null; instructorAvatarUrl: string | null }[]> {
  if (ids.length === 0) return [];
  return tx
    .delete(courses)
    .where(inArray(courses.id, [...ids]))
    .returning({
      id: courses.id,
      thumbnailUrl: courses.thumbnailUrl,
      instructorAvatarUrl: courses.instructorAvatarUrl,
    });
}

/** Shows or hides courses; answers which exist and which of them changed (two queries). */
export async function setCoursesActive(
  tx: Tx,
  ids: readonly string[],
  isActive: boolean,
): Promise<{ found: string[]; changed: string[] }> {
  const found = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.id, [...ids]))
    // In id order, so two bulk writes over the same courses cannot deadlock.
    .orderBy(asc(courses.id))
    .for('update');
  const changed = await tx
    .update(courses)
    .set({ isActive })
    .where(and(inArray(courses.id, [...ids]), ne(courses.isActive, isActive)))
    .returning({ id: courses.id });
  return { found: found.map((r) => r.id), changed: changed.map((r) => r.id) };
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

/** An active course with the columns the cart, wishlist and checkout read (undefined when hidden or gone). */
export async function findActiveCommerceCourse(tx: Tx, courseId: string): Promise<CommerceCourseRow | undefined> {
  const [row] = await tx
    .select(commerceCourseColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isActive, true)))
    .limit(1);
  return row;
}
