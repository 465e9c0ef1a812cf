import type { AdminCourse, AdminLesson } from '#shared/catalogue/admin.ts';
import {
  effectiveValue,
  type CourseCard,
  type CourseOverrides,
  type CourseSummary,
  type Lesson,
  type PreviewLesson,
} from '#shared/catalogue/course.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import { isBlank, missingLanguages, pick, readerOf, type Language } from '#shared/bilingual.ts';
import type { RuleLesson } from '#shared/learning/progress.ts';
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

/** The texts of a lesson in the reader's language, and `fallbacks` (by path in the lesson) for those in the other. */
function lessonTexts(lesson: LessonRow, language: Language) {
  const reader = readerOf(language);
  const announcement = lesson.announcement && !isBlank(lesson.announcement) ? lesson.announcement : null;
  return {
    title: reader.text('title', lesson.title),
    videoSection: reader.text('videoSection', lesson.videoSection),
    description: reader.text('description', lesson.description),
    announcement: announcement && reader.text('announcement', announcement),
    links: lesson.links.map((link, i) => ({ title: reader.text(`links.${i}.title`, link.title), url: link.url })),
    ...reader.answer(),
  };
}

/**
 * A lesson as the public sees it (design.md §5): a paid lesson is reduced to its outline, built field by field
 * so that nothing added to the lesson later leaks by default.
 */
export function toPreviewLesson(lesson: LessonRow, language: Language): PreviewLesson {
  const texts = lessonTexts(lesson, language);
  const outline = {
    _id: lesson.id,
    type: lesson.type,
    title: texts.title,
    videoSection: texts.videoSection,
    videoLength: lesson.videoLength,
    isPreview: lesson.isPreview,
  };
  if (!lesson.isPreview) {
    const fallbacks = Object.entries(texts.fallbacks ?? {}).filter(([path]) => path in outline);
    return { ...outline, ...(fallbacks.length ? { fallbacks: Object.fromEntries(fallbacks) } : {}) };
  }
  return {
    ...outline,
    videoUrl: lesson.videoUrl,
    videoPlayer: lesson.videoPlayer,
    description: texts.description,
    announcement: texts.announcement,
    links: texts.links,
    ...(texts.fallbacks ? { fallbacks: texts.fallbacks } : {}),
  };
}

/** A lesson in full, as its owners read it, in their language. */
export function toLesson(lesson: LessonRow, language: Language): Lesson {
  const texts = lessonTexts(lesson, language);
  return {
    _id: lesson.id,
    type: lesson.type,
    videoUrl: lesson.videoUrl,
    videoPlayer: lesson.videoPlayer,
    videoLength: lesson.videoLength,
    isPreview: lesson.isPreview,
    suggestion: lesson.suggestion,
    ...texts,
  };
}

/** The lessons as a completion rule reads them, the quizzes' titles in the reader's language. */
export const ruleLessons = (lessons: readonly LessonRow[], language: Language): RuleLesson[] =>
  lessons.map((l) => ({ id: l.id, type: l.type, title: pick(l.title, language).text }));

const lessonTextList = (lesson: LessonRow) => [
  lesson.title,
  lesson.videoSection,
  lesson.description,
  ...(lesson.announcement ? [lesson.announcement] : []),
  ...lesson.links.map((l) => l.title),
];

/** A lesson as the admin edits it: every text in both languages. */
export function toAdminLesson(lesson: LessonRow): AdminLesson {
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
    missing: missingLanguages(lessonTextList(lesson)),
  };
}

/** The languages in which some of a course's own texts are missing (the admin list's "English missing"). */
const courseTexts = (row: CourseRow) => [
  row.name,
  row.description,
  row.tags,
  ...row.benefits.map((b) => b.title),
  ...row.prerequisites.map((p) => p.title),
];
export const missingOf = (row: CourseRow) => missingLanguages(courseTexts(row));

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
    missing: missingLanguages([...courseTexts(row), ...lessons.flatMap(lessonTextList)]),
    original: { ratings: round2(row.ratingsAverage), purchased: row.purchasedCount },
    courseData: lessons.map(toAdminLesson),
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
