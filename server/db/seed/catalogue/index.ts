import { randomBytes } from 'node:crypto';
import { toBilingual } from '#shared/bilingual.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { sanitizeRichText } from '../../../lib/sanitize.ts';
import { insertCourse, listCategories } from '../../../modules/courses/courses.repository.ts';
import { enrol } from '../../../modules/courses/enrolments.repository.ts';
import { completedLessons, setLessonCompleted } from '../../../modules/learning/progress.service.ts';
import { insertAnswer, insertQuestion } from '../../../modules/courses/learning.repository.ts';
import { replaceLessons } from '../../../modules/courses/lessons.repository.ts';
import { courseSearchText, normaliseSearch } from '../../../modules/courses/search.ts';
import {
  insertReply,
  insertReview,
  refreshCourseRating,
  updateReview,
} from '../../../modules/reviews/reviews.repository.ts';
import { hashPassword } from '../../../modules/users/password.ts';
import type { Db } from '../../client.ts';
import { categories, courseLessons, courses, primaryText, users } from '../../schema/index.ts';
import type { Seeder } from '../index.ts';
import { demoCourses, demoThumbnail } from './courses.ts';
import { demoImageName, storeDemoImage } from './demo-images.ts';
import {
  DEMO_LEARNER,
  DEMO_LEARNER_COMPLETED,
  DEMO_LEARNER_COURSES,
  demoLearners,
  demoQuestions,
  demoReviews,
} from './people.ts';

/** Finds each category by title (case-insensitively), creating the ones an admin has not got. */
async function categoryIds(db: Db, titles: string[]): Promise<Map<string, string>> {
  const existing = await listCategories(db);
  const result = new Map<string, string>();
  let position = existing.length;
  for (const title of new Set(titles)) {
    const found = existing.find((c) => normaliseSearch(c.title) === normaliseSearch(title));
    if (found) {
      result.set(title, found.id);
      continue;
    }
    const [row] = await db.insert(categories).values({ title, position: position++ }).returning({ id: categories.id });
    result.set(title, row!.id);
  }
  return result;
}

/** The demo courses by key, as stored (matched by name, so an admin's renamed course is left out). */
async function storedCourses(db: Db): Promise<Map<string, { id: string; name: string; lessonIds: string[] }>> {
  const rows = await db
    .select({ id: courses.id, name: primaryText(courses.name) })
    .from(courses)
    .where(
      inArray(
        primaryText(courses.name),
        demoCourses.map((c) => c.name),
      ),
    );
  const lessons = rows.length
    ? await db
        .select({ id: courseLessons.id, courseId: courseLessons.courseId })
        .from(courseLessons)
        .where(
          inArray(
            courseLessons.courseId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(courseLessons.courseId, courseLessons.position)
    : [];
  const result = new Map<string, { id: string; name: string; lessonIds: string[] }>();
  for (const course of demoCourses) {
    const row = rows.find((r) => r.name === course.name);
    if (row)
      result.set(course.key, { ...row, lessonIds: lessons.filter((l) => l.courseId === row.id).map((l) => l.id) });
  }
  return result;
}

/** Creates an account unless the e-mail exists; answers its id. */
async function ensureUser(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<{ id: string; created: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${input.email})`);
  if (existing) return { id: existing.id, created: false };
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      isVerified: true,
    })
    .returning({ id: users.id });
  return { id: row!.id, created: true };
}

export const catalogueSeeders: Seeder[] = [
  {
    name: 'catalogue:courses',
    async run({ db, storage }) {
      const [any] = await db.select({ id: courses.id }).from(courses).limit(1);
      if (any) return; // an admin already built a catalogue
      // The drawn thumbnails and instructor pictures go into the site's uploads (with their small copies), so the
      // demo catalogue shows its images without an outside service; without storage, the videos' thumbnails.
      const instructorPictures = new Map<string, string | null>();
      const instructorPicture = async (name: string) => {
        if (!storage) return null;
        if (!instructorPictures.has(name))
          instructorPictures.set(name, await storeDemoImage(storage, 'instructors', demoImageName.instructor(name)));
        return instructorPictures.get(name)!;
      };
      const ids = await categoryIds(
        db,
        demoCourses.map((c) => c.category),
      );
      // Oldest first, so the list (newest first) opens with the first demo course.
      for (const [index, course] of [...demoCourses].reverse().entries()) {
        // Each text goes into the language of its script (plain text, trusted).
        const name = toBilingual(course.name);
        const description = toBilingual(sanitizeRichText(course.description));
        const tags = toBilingual(course.tags);
        const courseId = await insertCourse(db, {
          name,
          description,
          primaryLanguage: name.bn ? 'bn' : 'en',
          pricePoisha: course.price * 100,
          estimatedPricePoisha: course.estimatedPrice === null ? null : course.estimatedPrice * 100,
          tags,
          level: course.level,
          language: course.language,
          categoryId: ids.get(course.category)!,
          demoUrl: course.demo.url,
          demoPlayer: course.demo.player,
          demoDuration: course.demo.minutes,
          thumbnailUrl:
            (storage && (await storeDemoImage(storage, 'courses', demoImageName.course(course.key)))) ??
            demoThumbnail(course),
          instructorName: course.instructorName,
          instructorAvatarUrl: await instructorPicture(course.instructorName),
          benefits: course.benefits.map((title) => ({ title: toBilingual(title) })),
          prerequisites: course.prerequisites.map((title) => ({ title: toBilingual(title) })),
          searchText: courseSearchText({ name, description, tags, instructorName: course.instructorName }),
          createdAt: new Date(Date.now() - (demoCourses.length - index) * 86_400_000),
        });
        await replaceLessons(
          db,
          courseId,
          course.sections.flatMap((section) =>
            section.lessons.map((l) => ({
              title: toBilingual(l.title),
              videoSection: toBilingual(section.title),
              videoUrl: l.videoUrl,
              videoPlayer: l.videoPlayer,
              videoLength: l.videoLength,
              isPreview: l.isPreview ?? false,
              description: toBilingual(sanitizeRichText(l.description)),
              announcement: l.announcement ? toBilingual(sanitizeRichText(l.announcement)) : null,
              links: (l.links ?? []).map((link) => ({ title: toBilingual(link.title), url: link.url })),
              suggestion: null,
            })),
          ),
        );
      }
    },
  },
  {
    name: 'catalogue:learners',
    async run({ db, log, demoLearner = true }) {
      const stored = await storedCourses(db);
      const demo = demoLearner ? await ensureUser(db, DEMO_LEARNER) : undefined;
      for (const key of demo ? DEMO_LEARNER_COURSES : []) {
        const course = stored.get(key);
        if (course) await enrol(db, { userId: demo!.id, courseId: course.id, source: 'admin' });
      }
      const first = stored.get(DEMO_LEARNER_COURSES[0]);
      if (demo && first && (await completedLessons(db, demo.id, [first.id])).length === 0) {
        for (const lessonId of first.lessonIds.slice(0, DEMO_LEARNER_COMPLETED)) {
          await setLessonCompleted(db, { userId: demo.id, courseId: first.id, lessonId }, true);
        }
      }

      const learnerIds = new Map<string, string>();
      for (const learner of demoLearners) {
        // Nobody signs in as these authors of demo reviews: their passwords are random and never shown.
        const { id } = await ensureUser(db, { ...learner, password: randomBytes(12).toString('base64url') });
        learnerIds.set(learner.email, id);
        for (const key of learner.courses) {
          const course = stored.get(key);
          if (course) await enrol(db, { userId: id, courseId: course.id, source: 'purchase' });
        }
      }

      const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
      for (const review of demoReviews) {
        const course = stored.get(review.course);
        const userId = learnerIds.get(review.email);
        if (!course || !userId) continue;
        const reviewId = await insertReview(db, {
          courseId: course.id,
          userId,
          rating: review.rating,
          comment: review.comment,
        });
        if (reviewId && review.adminReply && admin) {
          await updateReview(db, reviewId, { adminReply: review.adminReply });
          await insertReply(db, { reviewId, userId: admin.id, comment: review.adminReply });
        }
      }
      for (const course of stored.values()) await refreshCourseRating(db, course.id);

      for (const q of demoQuestions) {
        const course = stored.get(q.course);
        const userId = learnerIds.get(q.email);
        const lessonId = course?.lessonIds[q.lesson];
        if (!course || !userId || !lessonId) continue;
        const questionId = await insertQuestion(db, { courseId: course.id, lessonId, userId, text: q.question });
        const answerer = q.answer?.byAdmin ? admin?.id : q.answer?.email ? learnerIds.get(q.answer.email) : undefined;
        if (q.answer && answerer) await insertAnswer(db, { questionId, userId: answerer, text: q.answer.text });
      }

      if (demo?.created) {
        log(`Demo learner created — e-mail: ${DEMO_LEARNER.email}  password: ${DEMO_LEARNER.password}`);
        if (process.env.NODE_ENV !== 'test') {
          // Printed once, beside the admin's, so a newcomer can sign in as a learner straight away.
          console.log(
            `\n  Pathshala demo learner\n    e-mail:   ${DEMO_LEARNER.email}\n    password: ${DEMO_LEARNER.password}\n`,
          );
        }
      }
    },
  },
];
