import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';
import type { Bilingual, Language } from '#shared/bilingual.ts';

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;
export const COURSE_LANGUAGES = ['Bangla', 'English'] as const;
export const VIDEO_PLAYERS = ['vdocipher', 'youtube', 'vimeo'] as const;
/** The languages a course's texts are written in; its primary one is what a plain-string write fills (decision 0092). */
export const CONTENT_LANGUAGES = ['bn', 'en'] as const;
export const ENROLMENT_SOURCES = ['purchase', 'admin', 'free'] as const;
/** What a lesson is: a video, an article (rich text and resources), or a quiz (its settings: learning.ts `quizzes`). */
export const LESSON_TYPES = ['video', 'article', 'quiz'] as const;

/** Course categories; courses reference them by id so a rename reaches every course. */
export const categories = pgTable('categories', {
  id: id(),
  title: text().notNull(),
  position: integer().notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const minutes = () => numeric({ precision: 10, scale: 2, mode: 'number' });

/**
 * The public rating and student count of a course (its admin value when an override says so): the list sorts and
 * filters on these expressions, and the indexes below are built on exactly the same ones.
 */
export function effectiveRating(t: {
  ratingsUseOriginal: AnyPgColumn;
  ratingsAdminValue: AnyPgColumn;
  ratingsAverage: AnyPgColumn;
}): SQL {
  return sql`(case when ${t.ratingsUseOriginal} or ${t.ratingsAdminValue} is null then ${t.ratingsAverage} else ${t.ratingsAdminValue} end)`;
}
export function effectivePurchased(t: {
  purchasedUseOriginal: AnyPgColumn;
  purchasedAdminValue: AnyPgColumn;
  purchasedCount: AnyPgColumn;
}): SQL {
  return sql`(case when ${t.purchasedUseOriginal} or ${t.purchasedAdminValue} is null then ${t.purchasedCount} else ${t.purchasedAdminValue} end)`;
}

/**
 * A course. Money in poisha. `ratingsAverage`, `reviewCount` and `purchasedCount` are kept equal to the approved
 * reviews and the enrolments by the writes that change those (same transaction), so lists never aggregate them.
 * `searchText` is the lower-cased, NFC-normalised plain text of name, description, tags and instructor, so a
 * LIKE over it is case-insensitive for Bengali and English alike on PGlite and PostgreSQL.
 */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    name: jsonb().$type<Bilingual>().notNull(),
    description: jsonb().$type<Bilingual>().notNull(),
    /** The language a plain-string write fills and a missing value falls back to (decision 0092). */
    primaryLanguage: text({ enum: CONTENT_LANGUAGES }).$type<Language>().notNull().default('bn'),
    pricePoisha: integer().notNull(),
    estimatedPricePoisha: integer(),
    /** Comma-separated, per language. */
    tags: jsonb().$type<Bilingual>().notNull().default({ bn: '', en: '' }),
    level: text({ enum: COURSE_LEVELS }).notNull(),
    language: text({ enum: COURSE_LANGUAGES }).notNull().default('Bangla'),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    demoUrl: text().notNull(),
    demoPlayer: text({ enum: VIDEO_PLAYERS }).notNull().default('vdocipher'),
    /** Minutes, like lesson lengths. */
    demoDuration: minutes(),
    thumbnailUrl: text(),
    instructorName: text().notNull().default(''),
    instructorAvatarUrl: text(),
    benefits: jsonb().$type<{ title: Bilingual }[]>().notNull().default([]),
    prerequisites: jsonb().$type<{ title: Bilingual }[]>().notNull().default([]),
    showAllResources: boolean().notNull().default(true),
    isActive: boolean().notNull().default(true),
    ratingsUseOriginal: boolean().notNull().default(true),
    ratingsAdminValue: numeric({ precision: 3, scale: 1, mode: 'number' }),
    purchasedUseOriginal: boolean().notNull().default(true),
    purchasedAdminValue: integer(),
    ratingsAverage: numeric({ precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer().notNull().default(0),
    purchasedCount: integer().notNull().default(0),
    /** Enrolments that were bought (source `purchase`): the Total Sales card; free and admin enrolments are not sales. */
    salesCount: integer().notNull().default(0),
    searchText: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One index per order of the public list (issue 10), each led by `is_active` and ended by the id tie-break,
    // so a page is read in order from the index and no list query scans the table.
    index('courses_list_newest_idx').on(t.isActive, t.createdAt, t.id),
    index('courses_list_popular_idx').on(t.isActive, effectivePurchased(t), t.id),
    index('courses_list_rating_idx').on(t.isActive, effectiveRating(t), t.id),
    index('courses_list_price_idx').on(t.isActive, t.pricePoisha, t.id),
    index('courses_category_idx').on(t.categoryId),
    index('courses_level_language_idx').on(t.isActive, t.level, t.language),
    // Trigram search (pg_trgm): `%`/`<%` similarity and ILIKE '%term%' over the normalised search text.
    index('courses_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('courses_price_check', sql`${t.pricePoisha} >= 0`),
    check('courses_primary_language_check', sql`${t.primaryLanguage} in ('bn', 'en')`),
  ],
);

/**
 * A course text as one string for readers that show a single language (orders, reviews, the admin's lists of other
 * modules): the primary language's value, else the other one. Null when the course is gone (a left join's missing
 * row), so a reader's own fallback ("Unknown Course") applies.
 */
export function primaryText(column: AnyPgColumn): SQL<string> {
  return sql<string>`coalesce(nullif(${column}->>${courses.primaryLanguage}, ''), nullif(concat(${column}->>'bn', ${column}->>'en'), ''))`;
}

/** Both languages of a course text in one string, for a LIKE that should match either. */
export function bothTexts(column: AnyPgColumn): SQL<string> {
  return sql<string>`concat_ws(' ', ${column}->>'bn', ${column}->>'en')`;
}

/**
 * Every word of the courses' search texts (issue 36 item 4), the dictionary a misspelt search word is corrected
 * from: its trigram index finds the words close to it. A trigger on `courses` (migration 0023) adds the words of
 * each written search text, so every writer (the admin, the seeds, a test's insert) keeps it whole; words of a
 * deleted or edited course stay, which only lets a correction name a word no course has.
 */
export const courseSearchWords = pgTable('course_search_words', { word: text().primaryKey() }, (t) => [
  index('course_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/** Sections of a course in order; a lesson's `videoSection` is its section's title. */
export const courseSections = pgTable(
  'course_sections',
  {
    id: id(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** In Bengali and English (decision 0099), as the course's own texts. */
    title: jsonb().$type<Bilingual>().notNull(),
    position: integer().notNull(),
  },
  (t) => [index('course_sections_course_idx').on(t.courseId, t.position)],
);

/** Lessons (the spec's courseData items); `position` orders them across the whole course. */
export const courseLessons = pgTable(
  'course_lessons',
  {
    id: id(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: uuid()
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    type: text({ enum: LESSON_TYPES }).notNull().default('video'),
    /** Title, description, announcement and each link's title in Bengali and English (decision 0099). */
    title: jsonb().$type<Bilingual>().notNull(),
    /** Empty for an article or a quiz. */
    videoUrl: text().notNull(),
    videoPlayer: text({ enum: VIDEO_PLAYERS }).notNull().default('vdocipher'),
    videoLength: minutes().notNull().default(0),
    isPreview: boolean().notNull().default(false),
    description: jsonb().$type<Bilingual>().notNull().default({ bn: '', en: '' }),
    announcement: jsonb().$type<Bilingual>(),
    links: jsonb().$type<{ title: Bilingual; url: string }[]>().notNull().default([]),
    suggestion: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('course_lessons_course_idx').on(t.courseId, t.position),
    index('course_lessons_video_idx').on(t.videoUrl),
  ],
);

/** Who owns which course: bought, given by an admin, or free. */
export const userCourses = pgTable(
  'user_courses',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: text({ enum: ENROLMENT_SOURCES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_courses_user_course_idx').on(t.userId, t.courseId),
    index('user_courses_course_idx').on(t.courseId),
  ],
);

export const courseQuestions = pgTable(
  'course_questions',
  {
    id: id(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lessonId: uuid()
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('course_questions_lesson_idx').on(t.lessonId, t.createdAt),
    index('course_questions_course_idx').on(t.courseId),
    // the admins' questions inbox: every question, newest first
    index('course_questions_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export const questionAnswers = pgTable(
  'question_answers',
  {
    id: id(),
    questionId: uuid()
      .notNull()
      .references(() => courseQuestions.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('question_answers_question_idx').on(t.questionId, t.createdAt)],
);
