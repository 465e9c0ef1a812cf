import { describe, expect, it } from 'vitest';
import { CourseBodySchema, LessonInputSchema } from './admin.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the admin course forms: limits', () => {
  it('name the field and the limit, its digits grouped as English writes them', () => {
    const name = CourseBodySchema.shape.name.safeParse('x'.repeat(2001));
    expect(messageOf(name)).toBe('Course name must be at most 2,000 characters');
    const price = CourseBodySchema.shape.estimatedPrice.safeParse(10_000_001);
    expect(messageOf(price)).toBe('Estimated price must be at most 10,000,000');
    const description = LessonInputSchema.shape.description.safeParse('x'.repeat(100_001));
    expect(messageOf(description)).toBe('Lesson description must be at most 100,000 characters');
  });
});
