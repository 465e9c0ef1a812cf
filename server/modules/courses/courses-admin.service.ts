import { STORED_IMAGE_SIZES } from '#shared/images.ts';
import type { BulkOutcome } from '#shared/bulk.ts';
import {
  COURSE_MESSAGES,
  COURSE_ROWS,
  LESSON_MESSAGES,
  type AdminCourse,
  type AdminCourseListAnswer,
  type AdminCourseListQuerySchema,
  type CourseBodyParsed,
  type OverrideBodyParsed,
} from '#shared/catalogue/admin.ts';
import { effectiveValue, type OverrideField } from '#shared/catalogue/course.ts';
import { paginate } from '#shared/api.ts';
import type { z } from 'zod';
import { takaToPoisha } from '#shared/pricing.ts';
import type { Tx } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { bulkOutcome, type Refused, throwRefusal } from '../../lib/bulk.ts';
import type { Deps } from '../../lib/deps.ts';
import { IMAGE_PRESETS, isDataUrl, storeImageDataUrl } from '../../lib/images.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import {
  isBlank,
  LANGUAGES,
  languageOfWrite,
  mapBilingual,
  mergeBilingual,
  pick,
  toBilingual,
  type Bilingual,
  type BilingualWrite,
  type Language,
} from '#shared/bilingual.ts';
import { groupByCourse, overridesOf, toAdminCourse } from './course-answer.ts';
import * as repo from './courses.repository.ts';
import { listLessons, replaceLessons, type LessonRow, type LessonWrite } from './lessons.repository.ts';
import { courseSearchText, normaliseSearch } from './search.ts';

export const THUMBNAIL_SIZE = STORED_IMAGE_SIZES.thumbnail;
const LINK_MESSAGE = 'Resource links must start with http:// or https://';
/** The spec's first section (admin-side §3 Lesson). */
const DEFAULT_SECTION = 'Introduction';

/** Course writes by admins (admin-side §7 Courses). Every write drops the public catalogue cache. */
export function coursesAdminService({ db, cache, storage }: Pick<Deps, 'db' | 'cache' | 'storage'>) {
  const invalidate = () => cache.invalidate(CATALOGUE_CACHE_PREFIX);

  async function load(ids?: string[]): Promise<AdminCourse[]> {
    const rows = await repo.listCourses(db, ids ? { ids } : {});
    const courseIds = rows.map((r) => r.id);
    const aggregates = await repo.lessonAggregates(db, courseIds);
    const lessons = groupByCourse(await listLessons(db, courseIds));
    return rows.map((row) => toAdminCourse(row, aggregates.get(row.id), lessons.get(row.id) ?? []));
  }

  async function loadOne(id: string): Promise<AdminCourse> {
    const [course] = await load([id]);
    if (!course) throw notFound(COURSE_MESSAGES.courseNotFound, 'course_not_found');
    return course;
  }

  async function categoryId(tx: Tx, value: string): Promise<string> {
    const wanted = normaliseSearch(value);
    const match = (await repo.listCategories(tx)).find((c) => c.id === value || normaliseSearch(c.title) === wanted);
    if (!match) throw badRequest(COURSE_MESSAGES.categoryNotFound, 'category_not_found');
    return match.id;
  }

  /** A data URL is stored as webp; an http(s) or /uploads/ address is kept as it is. */
  async function image(
    input: string | { url: string } | null | undefined,
    size: { width: number; height: number },
    folder: string,
  ) {
    const value = (typeof input === 'string' ? input : input?.url)?.trim();
    if (!value) return null;
    if (isDataUrl(value)) return storeImageDataUrl(storage, value, { folder, size });
    if (/^https?:\/\//i.test(value) || value.startsWith('/uploads/')) return value;
    throw badRequest('The image must be sent as a base64 data URL', 'invalid_image');
  }

  /**
   * The lessons to store. A quiz lesson is made by the learning module's quiz form (addQuizLesson); here it is
   * only kept, by its id, and stays a quiz whatever type is sent (a lesson cannot become one). Each text is merged
   * into the stored lesson of the same id as a course's texts are (decision 0099): saving one language keeps the
   * other. Lessons naming the same section (in the primary language) share it, which has each language's first name.
   */
  function lessons(
    body: CourseBodyParsed,
    primary: Language,
    current: ReadonlyMap<string, LessonRow> = new Map(),
  ): LessonWrite[] {
    const seen = new Set<string>();
    const merge = (stored: Bilingual | undefined, write: BilingualWrite | undefined, clean = (t: string) => t.trim()) =>
      mapBilingual(mergeBilingual(stored, write, primary), clean);
    const sectionOf = (text: Bilingual) => pick(text, primary).text;
    const written = body.courseData.map((lesson, index) => {
      for (const link of lesson.links)
        if (link.url && !/^https?:\/\//i.test(link.url)) throw badRequest(LINK_MESSAGE, 'invalid_link');
      const id = lesson._id && !seen.has(lesson._id) ? lesson._id : undefined;
      if (id) seen.add(id);
      const stored = id === undefined ? undefined : current.get(id);
      const wasQuiz = stored?.type === 'quiz';
      if (lesson.type === 'quiz' && !wasQuiz) {
        throw badRequest(COURSE_MESSAGES.quizLessonUnknown, 'validation_failed', {
          [`courseData.${index}.type`]: COURSE_MESSAGES.quizLessonUnknown,
        });
      }
      const title = merge(stored?.title, lesson.title);
      if (isBlank(title)) {
        throw badRequest(LESSON_MESSAGES.titleRequired, 'validation_failed', {
          [`courseData.${index}.title`]: LESSON_MESSAGES.titleRequired,
        });
      }
      const section = merge(stored?.videoSection, lesson.videoSection);
      const announcement =
        lesson.announcement === null || lesson.announcement === undefined
          ? null
          : merge(stored?.announcement ?? undefined, lesson.announcement, sanitizeRichText);
      return {
        id,
        type: wasQuiz ? 'quiz' : lesson.type,
        title,
        videoSection: isBlank(section) ? toBilingual(DEFAULT_SECTION) : section,
        videoUrl: lesson.videoUrl,
        videoPlayer: lesson.videoPlayer,
        videoLength: lesson.videoLength,
        isPreview: lesson.isPreview,
        description: merge(stored?.description, lesson.description, sanitizeRichText),
        announcement: announcement && !isBlank(announcement) ? announcement : null,
        links: lesson.links.map((link, i) => ({ title: merge(stored?.links[i]?.title, link.title), url: link.url })),
        suggestion: lesson.suggestion?.trim() || null,
      } satisfies LessonWrite;
    });
    const sections = new Map<string, Bilingual>();
    for (const lesson of written) {
      const key = sectionOf(lesson.videoSection);
      const first = sections.get(key);
      sections.set(
        key,
        first
          ? { bn: first.bn || lesson.videoSection.bn, en: first.en || lesson.videoSection.en }
          : lesson.videoSection,
      );
    }
    return written.map((lesson) => ({ ...lesson, videoSection: sections.get(sectionOf(lesson.videoSection))! }));
  }

  const primaryOf = (body: CourseBodyParsed, current?: repo.CourseRow): Language =>
    body.primaryLanguage ?? current?.primaryLanguage ?? languageOfWrite(body.name) ?? 'bn';

  /**
   * The stored columns of a write. Each translatable field is merged into what is stored (`current` when editing):
   * a string fills the primary language, `{ bn, en }` the languages it names, so saving one never loses the other.
   */
  async function values(tx: Tx, body: CourseBodyParsed, current?: repo.CourseRow) {
    const primary = primaryOf(body, current);
    const merge = (stored: Bilingual | undefined, write: BilingualWrite | undefined) =>
      mergeBilingual(stored, write, primary);
    const name = mapBilingual(merge(current?.name, body.name), sanitizeRichText);
    const description = mapBilingual(merge(current?.description, body.description), sanitizeRichText);
    if (isBlank(name))
      throw badRequest(COURSE_MESSAGES.nameRequired, 'validation_failed', { name: COURSE_MESSAGES.nameRequired });
    if (isBlank(description)) {
      throw badRequest(COURSE_MESSAGES.descriptionRequired, 'validation_failed', {
        description: COURSE_MESSAGES.descriptionRequired,
      });
    }
    const tags = mapBilingual(merge(current?.tags, body.tags), (list) =>
      list
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .join(', '),
    );
    // A list item keeps the other language of the item at the same place.
    const titles = (stored: { title: Bilingual }[] | undefined, items: { title: BilingualWrite }[]) =>
      items
        .map((item, i) => ({ title: mapBilingual(merge(stored?.[i]?.title, item.title), (t) => t.trim()) }))
        .filter((item) => !isBlank(item.title));
    return {
      name,
      description,
      primaryLanguage: primary,
      pricePoisha: takaToPoisha(body.price),
      estimatedPricePoisha:
        body.estimatedPrice === null || body.estimatedPrice === undefined ? null : takaToPoisha(body.estimatedPrice),
      tags,
      level: body.level,
      language: body.language,
      categoryId: await categoryId(tx, body.categories),
      demoUrl: body.demoUrl,
      demoPlayer: body.demoPlayer,
      demoDuration: body.demoDuration ?? null,
      instructorName: body.instructorName,
      benefits: titles(current?.benefits, body.benefits),
      prerequisites: titles(current?.prerequisites, body.prerequisites),
      showAllResources: body.showAllResources,
      searchText: courseSearchText({ name, description, tags, instructorName: body.instructorName }),
    };
  }

  async function writeOverride(
    courseId: string,
    field: OverrideField,
    useOriginal: boolean,
    adminValue: number | null,
  ) {
    const patch =
      field === 'ratings'
        ? {
            ratingsUseOriginal: useOriginal,
            ratingsAdminValue: adminValue === null ? null : Math.round(adminValue * 10) / 10,
          }
        : {
            purchasedUseOriginal: useOriginal,
            purchasedAdminValue: adminValue === null ? null : Math.round(adminValue),
          };
    if (!(await repo.updateCourse(db, courseId, patch)))
      throw notFound(COURSE_MESSAGES.courseNotFound, 'course_not_found');
    invalidate();
  }

  const unknown = (id: string): Refused => ({
    id,
    error: notFound(COURSE_MESSAGES.courseNotFound, 'course_not_found'),
  });

  /** Deletes courses with their lessons, reviews and enrolments, then their stored images. */
  async function removeMany(ids: string[]): Promise<{ deleted: string[]; refused: Refused[] }> {
    const rows = await db.transaction((tx) => repo.deleteCourses(tx, ids));
    for (const row of rows) {
      await storage.remove(row.thumbnailUrl);
      await storage.remove(row.instructorAvatarUrl);
    }
    if (rows.length > 0) invalidate();
    const deleted = new Set(rows.map((row) => row.id));
    return { deleted: [...deleted], refused: ids.filter((id) => !deleted.has(id)).map(unknown) };
  }

  async function override(courseId: string) {
    const row = await repo.findCourse(db, courseId);
    if (!row) throw notFound(COURSE_MESSAGES.courseNotFound, 'course_not_found');
    return overrideEntry(row);
  }

  return {
    async list() {
      return { courses: await load() };
    },

    /** A page of Course Management: searched, sorted, filtered by status, with the stat cards over every course. */
    async listPage(
      query: z.output<typeof AdminCourseListQuerySchema>,
    ): Promise<Omit<AdminCourseListAnswer, 'success'>> {
      const terms = await repo.searchWords(db, query.search);
      const filter = { status: query.status, terms, missing: query.missing };
      const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
      const read = (tx: Tx) => repo.listAdminPage(tx, filter, query.sort, page);
      const { rows, total } = await read(db);
      return {
        courses: rows.map((row) => {
          const overrides = {
            ratings: { useOriginal: row.ratingsUseOriginal, adminValue: row.ratingsAdminValue },
            purchased: { useOriginal: row.purchasedUseOriginal, adminValue: row.purchasedAdminValue },
          };
          return {
            _id: row.id,
            name: row.name,
            primaryLanguage: row.primaryLanguage,
            missing: LANGUAGES.filter((l) => (l === 'bn' ? row.missingBn : row.missingEn)),
            isActive: row.isActive,
            ratings: Math.round(effectiveValue(row.ratingsAverage, overrides.ratings) * 100) / 100,
            purchased: Math.round(effectiveValue(row.purchasedCount, overrides.purchased)),
            overrides,
            original: { ratings: Math.round(row.ratingsAverage * 100) / 100, purchased: row.purchasedCount },
            createdAt: row.createdAt.toISOString(),
          };
        }),
        pagination: paginate(query.page, query.limit, total),
        stats: await repo.adminCourseStats(db),
      };
    },
    async override(courseId: string) {
      return { override: await override(courseId) };
    },

    async create(body: CourseBodyParsed): Promise<{ message: string; course: AdminCourse }> {
      const lessonRows = lessons(body, primaryOf(body));
      const thumbnailUrl = await image(body.thumbnail, THUMBNAIL_SIZE, 'courses');
      if (!thumbnailUrl) throw badRequest(COURSE_MESSAGES.thumbnailRequired, 'validation_failed');
      const instructorAvatarUrl = await image(body.instructorAvatar, IMAGE_PRESETS.avatar, 'instructors');
      const id = await db.transaction(async (tx) => {
        const courseId = await repo.insertCourse(tx, {
          ...(await values(tx, body)),
          thumbnailUrl,
          instructorAvatarUrl,
        });
        await replaceLessons(tx, courseId, lessonRows);
        return courseId;
      });
      invalidate();
      return { message: COURSE_MESSAGES.created, course: await loadOne(id) };
    },

    async update(id: string, body: CourseBodyParsed): Promise<{ message: string; course: AdminCourse }> {
      const current = await repo.findCourse(db, id);
      if (!current) throw notFound(COURSE_MESSAGES.courseNotFound, 'course_not_found');
      const stored = new Map((await listLessons(db, [id])).map((l) => [l.id, l]));
      const lessonRows = lessons(body, primaryOf(body, current), stored);
      const thumbnailUrl = (await image(body.thumbnail, THUMBNAIL_SIZE, 'courses')) ?? current.thumbnailUrl;
      const instructorAvatarUrl =
        body.instructorAvatar === undefined
          ? current.instructorAvatarUrl
          : await image(body.instructorAvatar, IMAGE_PRESETS.avatar, 'instructors');
      await db.transaction(async (tx) => {
        await repo.lockCourse(tx, id);
        await repo.updateCourse(tx, id, { ...(await values(tx, body, current)), thumbnailUrl, instructorAvatarUrl });
        await replaceLessons(tx, id, lessonRows);
      });
      if (current.thumbnailUrl !== thumbnailUrl) await storage.remove(current.thumbnailUrl);
      if (current.instructorAvatarUrl !== instructorAvatarUrl) await storage.remove(current.instructorAvatarUrl);
      invalidate();
      return { message: COURSE_MESSAGES.updated, course: await loadOne(id) };
    },

    async remove(id: string): Promise<{ message: string }> {
      const { refused } = await removeMany([id]);
      throwRefusal(refused);
      return { message: COURSE_MESSAGES.deleted };
    },

    /** Deletes the courses, each as the single delete does; unknown ones are refused. One query. */
    async bulkRemove(ids: string[]): Promise<BulkOutcome> {
      const { deleted, refused } = await removeMany(ids);
      return bulkOutcome(COURSE_ROWS, 'deleted', { changed: deleted.length, refused });
    },

    /** Shows or hides the courses; those already so are skipped, unknown ones refused. Two queries. */
    async bulkVisibility(ids: string[], isActive: boolean): Promise<BulkOutcome> {
      const { found, changed } = await db.transaction((tx) => repo.setCoursesActive(tx, ids, isActive));
      if (changed.length > 0) invalidate();
      const moved = new Set(changed);
      const exists = new Set(found);
      return bulkOutcome(COURSE_ROWS, isActive ? 'shown' : 'hidden', {
        changed: changed.length,
        skipped: ids.filter((id) => exists.has(id) && !moved.has(id)),
        refused: ids.filter((id) => !exists.has(id)).map(unknown),
      });
    },

    async toggle(id: string) {
      const isActive = await repo.toggleCourse(db, id);
      if (isActive === undefined) throw notFound(COURSE_MESSAGES.courseNotFound, 'course_not_found');
      invalidate();
      return {
        message: isActive ? COURSE_MESSAGES.activated : COURSE_MESSAGES.deactivated,
        course: { _id: id, isActive },
      };
    },

    async setOverride(body: OverrideBodyParsed) {
      const adminValue = body.useOriginal ? null : (body.adminValue ?? null);
      await writeOverride(body.courseId, body.field, body.useOriginal, adminValue);
      const label = body.field === 'ratings' ? 'Rating' : 'Sales';
      const message = body.useOriginal
        ? `${label} set to show original data`
        : `${label} set to admin value: ${adminValue}`;
      return { message, override: await override(body.courseId) };
    },

    /** Back to the real figure (DELETE /courses/admin/override/{courseId}/{field}). */
    async resetOverride(courseId: string, field: OverrideField) {
      await writeOverride(courseId, field, true, null);
      const label = field === 'ratings' ? 'Rating' : 'Sales';
      return { message: `${label} set to show original data`, override: await override(courseId) };
    },

    async overrides() {
      return { overrides: (await repo.listCourses(db)).map(overrideEntry) };
    },
  };
}

function overrideEntry(row: repo.CourseRow) {
  return {
    courseId: row.id,
    name: row.name,
    overrides: overridesOf(row),
    original: { ratings: Math.round(row.ratingsAverage * 100) / 100, purchased: row.purchasedCount },
  };
}
