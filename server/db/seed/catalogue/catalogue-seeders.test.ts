import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseCard, CourseDetail, CourseSummary } from '#shared/catalogue/course.ts';
import { hasBengali } from '#shared/text.ts';
import { courses, reviews } from '../../schema/index.ts';
import { signIn } from '../../../test/auth.ts';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { runSeeders } from '../index.ts';
import { seeders } from '../seeders.ts';
import { demoCategories } from '../content/categories.ts';
import { DEMO_LEARNER } from './people.ts';

let t: TestApp;
let list: CourseCard[];
beforeAll(async () => {
  t = await buildTestApp();
  await runSeeders(t.database.db, () => undefined, seeders, t.app.storage);
  list = (await t.app.inject({ method: 'GET', url: '/api/courses/public/all-previews?limit=48' })).json().courses;
});
afterAll(() => t.close());

describe('the demo catalogue seed', () => {
  it('registers its seeders after the content seeders', () => {
    const names = seeders.map((s) => s.name);
    expect(names.indexOf('catalogue:courses')).toBeGreaterThan(names.indexOf('content:categories'));
    expect(names).toContain('catalogue:learners');
  });

  it('publishes at least 8 courses in Bengali and English across the demo categories', () => {
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.some((c) => c.language === 'Bangla' && hasBengali(c.name))).toBe(true);
    expect(list.some((c) => c.language === 'English' && !hasBengali(c.name))).toBe(true);
    const used = new Set(list.map((c) => c.categories));
    expect(used.size).toBeGreaterThanOrEqual(6);
    for (const title of used) expect(demoCategories).toContain(title);
    expect(list.some((c) => c.price === 0)).toBe(true);
    expect(list.every((c) => c.instructor.name)).toBe(true);
  });

  it('ships its own thumbnails and instructor pictures, stored as uploads with their small copies', async () => {
    const instructors = new Map<string, string | null | undefined>();
    for (const course of list) {
      expect(course.thumbnail?.url, course.name).toMatch(/^\/uploads\/courses\/[\w-]+\.webp$/);
      const avatar = course.instructor.avatar?.url;
      expect(avatar, course.instructor.name).toMatch(/^\/uploads\/instructors\/[\w-]+\.webp$/);
      // One picture per instructor, shared by their courses.
      if (instructors.has(course.instructor.name)) expect(instructors.get(course.instructor.name)).toBe(avatar);
      instructors.set(course.instructor.name, avatar);
      for (const url of [course.thumbnail!.url!, course.thumbnail!.url!.replace(/\.webp$/, '.sm.webp'), avatar!]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe('image/webp');
        expect(res.rawPayload.subarray(8, 12).toString('latin1'), url).toBe('WEBP');
      }
    }
    expect(new Set(list.map((c) => c.thumbnail?.url)).size).toBe(list.length);
  });

  it('gives every course sections of 3 to 6 lessons, preview lessons, and YouTube and Vimeo videos', async () => {
    const players = new Set<string>();
    for (const course of list) {
      const detail = (await t.app.inject({ method: 'GET', url: `/api/courses/public/preview/${course._id}` })).json()
        .course as CourseDetail;
      const sections = new Map<string, number>();
      for (const lesson of detail.courseData)
        sections.set(lesson.videoSection, (sections.get(lesson.videoSection) ?? 0) + 1);
      for (const count of sections.values()) expect(count).toBeGreaterThanOrEqual(3);
      for (const count of sections.values()) expect(count).toBeLessThanOrEqual(6);
      expect(detail.courseData.some((l) => l.isPreview && l.videoUrl)).toBe(true);
      players.add(detail.demoPlayer);
      for (const lesson of detail.courseData) if (lesson.videoPlayer) players.add(lesson.videoPlayer);
    }
    expect(players).toEqual(new Set(['youtube', 'vimeo']));
  });

  it('keeps ratings and review counts equal to the seeded reviews', async () => {
    const all = await t.app.db.select({ courseId: reviews.courseId, rating: reviews.rating }).from(reviews);
    expect(all.length).toBeGreaterThanOrEqual(10);
    for (const course of list) {
      const mine = all.filter((r) => r.courseId === course._id);
      expect(course.reviews).toBe(mine.length);
      if (mine.length) expect(course.ratings).toBeCloseTo(mine.reduce((s, r) => s + r.rating, 0) / mine.length, 2);
    }
    expect(list.some((c) => c.purchased > 0)).toBe(true);
  });

  it('creates the demo learner, who owns two courses with some progress and can study them', async () => {
    const cookie = await signIn(t.app, DEMO_LEARNER.email, DEMO_LEARNER.password);
    const mine = await t.app.inject({ method: 'GET', url: '/api/courses/enrolled/my-courses', headers: { cookie } });
    const owned = mine.json().courses as CourseSummary[];
    expect(owned).toHaveLength(2);
    expect(owned.some((c) => (c.progress ?? 0) > 0)).toBe(true);
    const content = await t.app.inject({
      method: 'GET',
      url: `/api/courses/enrolled/content/${owned[0]!._id}`,
      headers: { cookie },
    });
    expect(content.statusCode).toBe(200);
  });

  it('finds seeded courses by Bengali and English words', async () => {
    const find = async (title: string) =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/courses/public/all-previews?title=${encodeURIComponent(title)}`,
          })
        ).json().courses as CourseCard[]
      ).length;
    expect(await find('ওয়েব')).toBeGreaterThan(0);
    expect(await find('python')).toBeGreaterThan(0);
  });

  it('does nothing when run again', async () => {
    const before = (await t.app.db.select({ id: courses.id }).from(courses)).length;
    await runSeeders(t.database.db, () => undefined);
    expect((await t.app.db.select({ id: courses.id }).from(courses)).length).toBe(before);
  });
});
