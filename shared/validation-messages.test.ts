import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CourseBodySchema, LessonInputSchema, OverrideBodySchema } from './catalogue/admin.ts';
import { CouponCreateBodySchema, CouponUpdateBodySchema } from './coupons.ts';

/**
 * Every message an operator can meet in the sales override, the coupon form and the course wizard is a sentence
 * (issue 13): zod's own words ("Too small: expected number to be >=0", "Invalid input: expected string") would be
 * shown as they are. The walk reads each field's constraints from the schema itself, so a constraint added later
 * without its message fails here.
 */
const GENERIC = /expected|Too small|Too big|Invalid input/i;

interface Def {
  type: string;
  coerce?: boolean;
  format?: string;
  checks?: {
    _zod: { def: { check: string; value?: number; minimum?: number; maximum?: number; inclusive?: boolean } };
  }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default and transform wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

/** Values that break one constraint each of a field (what a form can send: numbers, text, choices, lists). */
function badValues(schema: z.ZodType, valid: unknown): unknown[] {
  const def = defOf(unwrap(schema));
  const out: unknown[] = [];
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (def.type === 'number') {
      if (c.check === 'greater_than') out.push(c.value! - (c.inclusive ? 1 : 0));
      if (c.check === 'less_than') out.push(c.value! + (c.inclusive ? 1 : 0));
      if (c.check === 'number_format') out.push(typeof valid === 'number' ? valid + 0.5 : 0.5);
    }
    if (def.type === 'string') {
      if (c.check === 'min_length') out.push('x'.repeat(Math.max(0, c.minimum! - 1)));
      if (c.check === 'max_length') out.push('x'.repeat(c.maximum! + 1));
      if (c.check === 'string_format') out.push('not valid!');
    }
    if (def.type === 'array') {
      if (c.check === 'min_length') out.push([]);
      if (c.check === 'max_length' && Array.isArray(valid) && valid.length > 0)
        out.push(Array.from({ length: c.maximum! + 1 }, () => valid[0]));
    }
  }
  // A number box left with text in it, a choice the list does not have, a malformed id or date.
  if (def.type === 'number') out.push('not a number');
  if (def.type === 'enum') out.push('not-a-choice');
  if (def.type === 'string' && def.format) out.push('not valid!');
  return out;
}

interface Case {
  path: (string | number)[];
  value: unknown;
}

/** Every (field path, bad value) of an object schema, into lists of objects and their first item. */
function cases(schema: z.ZodType, valid: Record<string, unknown>, prefix: (string | number)[] = []): Case[] {
  const def = defOf(unwrap(schema));
  const out: Case[] = [];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    const value = valid[key];
    const path = [...prefix, key];
    for (const bad of badValues(field, value)) out.push({ path, value: bad });
    const inner = defOf(unwrap(field));
    if (inner.type === 'object' && value && typeof value === 'object')
      out.push(...cases(field, value as Record<string, unknown>, path));
    if (inner.type === 'array' && inner.element && Array.isArray(value) && value[0] && typeof value[0] === 'object')
      out.push(...cases(inner.element, value[0] as Record<string, unknown>, [...path, 0]));
  }
  return out;
}

function withValue(valid: Record<string, unknown>, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(valid) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** Parses each broken body; answers the messages (with what broke them), failing when a bad value passed. */
function messagesOf(schema: z.ZodType, valid: Record<string, unknown>) {
  expect(schema.safeParse(valid).success, 'the valid body passes').toBe(true);
  const found: { at: string; value: unknown; message: string }[] = [];
  const all = cases(schema, valid);
  expect(all.length).toBeGreaterThan(0);
  for (const { path, value } of all) {
    const result = schema.safeParse(withValue(valid, path, value));
    const at = path.join('.');
    if (result.success) continue; // a value the schema accepts (a null of a nullable field): nothing to word
    for (const issue of result.error.issues) found.push({ at, value, message: issue.message });
  }
  return found;
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
