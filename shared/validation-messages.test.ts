import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CourseBodySchema, LessonInputSchema, OverrideBodySchema } from './catalogue/admin.ts';
import { CouponCreateBodySchema, CouponUpdateBodySchema } from './coupons.ts';
import { issuesOf } from '../test-support/schema-cases.ts';

/**
 * Every message an operator can meet in the sales override, the coupon form and the course wizard is a sentence
 * (issue 13): zod's own words ("Too small: expected number to be >=0", "Invalid input: expected string") would be
 * shown as they are. The walk reads each field's constraints from the schema itself, so a constraint added later
 * without its message fails here.
 */
const GENERIC = /expected|Too small|Too big|Invalid input/i;

/** Parses each broken body; answers the messages (with what broke them), failing when a bad value passed. */
function messagesOf(schema: z.ZodType, valid: Record<string, unknown>) {
  const found = issuesOf(schema, valid);
  expect(found, 'the valid body passes and has rules to break').not.toBeNull();
  return found!.map(({ at, value, issue }) => ({ at, value, message: issue.message }));
}

const shown = (value: unknown) =>
  typeof value === 'string' && value.length > 20 ? `<${value.length} characters>` : JSON.stringify(value);
const generic = (found: ReturnType<typeof messagesOf>) =>
  found.filter((f) => GENERIC.test(f.message)).map((f) => `${f.at} = ${shown(f.value)}: ${f.message}`);

const COURSE_ID = '7d3c1d9a-1111-4222-8333-444455556666';
const lesson = {
  title: 'Welcome',
  videoSection: 'Introduction',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  videoPlayer: 'youtube',
  videoLength: 5,
  isPreview: false,
  description: 'First lesson',
  announcement: 'Hello',
  links: [{ title: 'Slides', url: 'https://example.com/slides' }],
  suggestion: 'Take notes',
};
const course = {
  name: 'Web Development',
  description: 'Build websites',
  categories: 'Programming',
  price: 1500,
  estimatedPrice: 2000,
  tags: 'web',
  thumbnail: 'data:image/png;base64,AAAA',
  level: 'Beginner',
  language: 'Bangla',
  demoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  demoPlayer: 'youtube',
  demoDuration: 3,
  instructorName: 'Karim',
  totalVideos: 1,
  benefits: [{ title: 'Ship a site' }],
  prerequisites: [{ title: 'A laptop' }],
  courseData: [lesson],
  showAllResources: true,
};
const coupon = {
  code: 'EID25',
  description: 'Eid sale',
  discountType: 'percent',
  discountValue: 25,
  maxDiscount: 500,
  minOrderAmount: 100,
  validFrom: '2026-12-01T00:00:00+06:00',
  validUntil: '2026-12-31T23:59:59+06:00',
  usageLimit: 100,
  perUserLimit: 1,
  appliesTo: 'selected',
  courseIds: [COURSE_ID],
  isActive: true,
};

describe('validation messages an operator can meet', () => {
  it('words every rule of the sales and rating override as a sentence', () => {
    for (const field of ['ratings', 'purchased']) {
      const found = messagesOf(OverrideBodySchema, { courseId: COURSE_ID, field, useOriginal: false, adminValue: 1 });
      expect(generic(found)).toEqual([]);
    }
    // The case of the issue: a negative number of sales.
    const negative = OverrideBodySchema.safeParse({
      courseId: COURSE_ID,
      field: 'purchased',
      useOriginal: false,
      adminValue: -5,
    });
    expect(negative.error?.issues.map((i) => i.message)).toEqual(['The value cannot be negative']);
  });

  it('words every rule of the course wizard, its lessons included, as a sentence', () => {
    const found = messagesOf(CourseBodySchema, course);
    expect(found.map((f) => f.at)).toEqual(expect.arrayContaining(['price', 'courseData', 'courseData.0.videoLength']));
    expect(generic(found)).toEqual([]);
    expect(generic(messagesOf(LessonInputSchema, lesson))).toEqual([]);
  });

  it('words every rule of the coupon form as a sentence, on create and on update', () => {
    const created = messagesOf(CouponCreateBodySchema, coupon);
    expect(created.map((f) => f.at)).toEqual(expect.arrayContaining(['discountValue', 'usageLimit', 'courseIds']));
    expect(generic(created)).toEqual([]);
    expect(generic(messagesOf(CouponUpdateBodySchema, coupon))).toEqual([]);
  });
});
