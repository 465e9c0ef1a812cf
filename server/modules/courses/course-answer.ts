import type { AdminCourse } from '#shared/catalogue/admin.ts';
import {
  effectiveValue,
  type CourseCard,
  type CourseOverrides,
  type CourseSummary,
  type Lesson,
  type PreviewLesson,
} from '#shared/catalogue/course.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import { missingLanguages, readerOf, type Language } from '#shared/bilingual.ts';
import { htmlToText } from '#shared/html-text.ts';
import type { CardRow, CourseRow, LessonAggregate } from './courses.repository.ts';
import type { LessonRow } from './lessons.repository.ts';

const round2 = (n: number) => Math.round(n * 100) / 100;
const image = (url: string | null) => (url ? { url } : null);

export function overridesOf(row: CourseRow): CourseOverrides {
  return {
    ratings: { useOriginal: row.ratingsUseOriginal, adminValue: row.ratingsAdminValue },
    purchased: { useOriginal: row.purchasedUseOriginal, adminValue: row.purchasedAdminValue },
  };
}

/**
 * The course card (learner-side §3 Course) with the overrides applied, its texts in the reader's language (the other
 * one where theirs is empty, named in `fallbacks`).
 */
export function toCourseSummary(
  row: CourseRow,
  agg: LessonAggregate | undefined,
  language: Language,
  progress?: number,
): CourseSummary {
  const overrides = overridesOf(row);
  const avatar = image(row.instructorAvatarUrl);
  const reader = readerOf(language);
  return {
    _id: row.id,
    name: reader.text('name', row.name),
    description: reader.text('description', row.description),
    price: poishaToTaka(row.pricePoisha),
    estimatedPrice: row.estimatedPricePoisha === null ? null : poishaToTaka(row.estimatedPricePoisha),
    thumbnail: image(row.thumbnailUrl),
    demoUrl: row.demoUrl,
    demoPlayer: row.demoPlayer,
    demoDuration: row.demoDuration,
    tags: reader.text('tags', row.tags),
    level: row.level,
    language: row.language,
    categories: row.categoryTitle,
    categoryId: row.categoryId,
    instructor: { name: row.instructorName, avatar },
    instructorName: row.instructorName,
    instructorAvatar: avatar,
    benefits: row.benefits.map((b, i) => ({ title: reader.text(`benefits.${i}`, b.title) })),
    prerequisites: row.prerequisites.map((p, i) => ({ title: reader.text(`prerequisites.${i}`, p.title) })),
    ratings: round2(effectiveValue(row.ratingsAverage, overrides.ratings)),
    reviews: row.reviewCount,
    purchased: Math.round(effectiveValue(row.purchasedCount, overrides.purchased)),
    overrides,
    totalVideos: agg?.lessons ?? 0,
    duration: round2(agg?.minutes ?? 0),
    showAllResources: row.showAllResources,
    isActive: row.isActive,
    ...(progress === undefined ? {} : { progress }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...reader.answer(),
  };
}

/** Characters of the description a card carries (it shows two lines). */
export const CARD_DESCRIPTION_LENGTH = 200;

/** The course card of the public list (issue 10): only what the card shows, the description as short plain text. */
export function toCourseCard(row: CardRow, agg: LessonAggregate | undefined, language: Language): CourseCard {
  const reader = readerOf(language);
  const name = reader.text('name', row.name);
  const text = htmlToText(reader.text('description', row.description));
  return {
    _id: row.id,
    name,
    description:
      text.length > CARD_DESCRIPTION_LENGTH ? `${text.slice(0, CARD_DESCRIPTION_LENGTH - 1).trimEnd()}…` : text,
    price: poishaToTaka(row.pricePoisha),
    estimatedPrice: row.estimatedPricePoisha === null ? null : poishaToTaka(row.estimatedPricePoisha),
    thumbnail: image(row.thumbnailUrl),
    level: row.level,
    language: row.language,
    categories: row.categoryTitle,
    instructor: { name: row.instructorName, avatar: image(row.instructorAvatarUrl) },
    instructorName: row.instructorName,
    ratings: round2(Number(row.ratings)),
    reviews: row.reviewCount,
    purchased: Math.round(Number(row.purchased)),
    totalVideos: agg?.lessons ?? 0,
    duration: round2(agg?.minutes ?? 0),
    ...reader.answer(),
  };
}

/**
 * A lesson as the public sees it (design.md §5): a paid lesson is reduced to its outline, built field by field
 * so that nothing added to the lesson later leaks by default.
 */
export function toPreviewLesson(lesson: LessonRow): PreviewLesson {
  const outline = {
    _id: lesson.id,
    type: lesson.type,
    title: lesson.title,
    videoSection: lesson.videoSection,
    videoLength: lesson.videoLength,
    isPreview: lesson.isPreview,
  };
  if (!lesson.isPreview) return outline;
  return {
    ...outline,
    videoUrl: lesson.videoUrl,
    videoPlayer: lesson.videoPlayer,
    description: lesson.description,
    announcement: lesson.announcement,
    links: lesson.links,
  };
}

export function toLesson(lesson: LessonRow): Lesson {
  return {
    _id: lesson.id,
    type: lesson.type,
    title: lesson.title,
    videoSection: lesson.videoSection,
    videoUrl: lesson.videoUrl,
    videoPlayer: lesson.videoPlayer,
    videoLength: lesson.videoLength,
    isPreview: lesson.isPreview,
    description: lesson.description,
    announcement: lesson.announcement,
    links: lesson.links,
    suggestion: lesson.suggestion,
  };
}

/** The languages in which some of a course's own texts are missing (the admin list's "English missing"). */
export const missingOf = (row: CourseRow) =>
  missingLanguages([
    row.name,
    row.description,
    row.tags,
    ...row.benefits.map((b) => b.title),
    ...row.prerequisites.map((p) => p.title),
  ]);

/** The admin's course: every translatable text in both languages. */
export function toAdminCourse(row: CourseRow, agg: LessonAggregate | undefined, lessons: LessonRow[]): AdminCourse {
  // the reader's picks are replaced by both languages
  const { fallbacks: _fallbacks, ...summary } = toCourseSummary(row, agg, row.primaryLanguage);
  return {
    ...summary,
    name: row.name,
    description: row.description,
    tags: row.tags,
    benefits: row.benefits,
    prerequisites: row.prerequisites,
    primaryLanguage: row.primaryLanguage,
    missing: missingOf(row),
    original: { ratings: round2(row.ratingsAverage), purchased: row.purchasedCount },
    courseData: lessons.map(toLesson),
  };
}

/** Groups rows by course id, keeping their order. */
export function groupByCourse<T extends { courseId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.courseId);
    if (list) list.push(row);
    else map.set(row.courseId, [row]);
  }
  return map;
}
