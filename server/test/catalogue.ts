import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CourseBody, LessonInput } from '#shared/catalogue/admin.ts';
import type { AdminCourse } from '#shared/catalogue/admin.ts';
import { categories } from '../db/schema/index.ts';
import { CATALOGUE_CACHE_PREFIX } from '../lib/cache-keys.ts';
import { enrol } from '../modules/courses/enrolments.repository.ts';

/** Catalogue data factories for API tests: categories directly, courses through the real admin endpoint. */

export async function createCategory(app: FastifyInstance, title: string): Promise<string> {
  const [row] = await app.db.insert(categories).values({ title }).returning({ id: categories.id });
  return row!.id;
}

export function lessonInput(overrides: Partial<LessonInput> = {}): LessonInput {
  const tag = randomUUID().slice(0, 8);
  return {
    title: `Lesson ${tag}`,
    videoSection: 'Introduction',
    videoUrl: `video-${tag}`,
    videoPlayer: 'vdocipher',
    videoLength: 10,
    isPreview: false,
    description: `<p>Description ${tag}</p>`,
    links: [{ title: `Link ${tag}`, url: `https://example.com/${tag}` }],
    ...overrides,
  };
}

export function courseBody(category: string, overrides: Partial<CourseBody> = {}): CourseBody {
  return {
    name: 'Web Development Bootcamp',
    description: '<p>Learn HTML, CSS and JavaScript.</p>',
    categories: category,
    price: 1500,
    estimatedPrice: 3000,
    tags: 'html, css, javascript',
    thumbnail: 'https://images.example.com/course.webp',
    level: 'Beginner',
    language: 'English',
    demoUrl: 'demo-video',
    demoPlayer: 'youtube',
    demoDuration: 2.5,
    instructorName: 'Anisul Islam',
    benefits: [{ title: 'Build websites' }],
    prerequisites: [{ title: 'A computer' }],
    courseData: [lessonInput({ isPreview: true }), lessonInput()],
    showAllResources: true,
    ...overrides,
  };
}

/** Creates a course through POST /api/courses/admin/create as the given admin (cookie). */
export async function createCourse(app: FastifyInstance, adminCookie: string, body: CourseBody): Promise<AdminCourse> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/courses/admin/create',
    headers: { cookie: adminCookie },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`createCourse failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { course: AdminCourse }).course;
}

/** Gives a user a course the way an order or an admin does. */
export async function enrolUser(app: FastifyInstance, userId: string, courseId: string): Promise<void> {
  await app.db.transaction((tx) => enrol(tx, { userId, courseId, source: 'admin' }));
  app.cache.invalidate(CATALOGUE_CACHE_PREFIX);
}
