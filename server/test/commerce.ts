import type { FastifyInstance } from 'fastify';
import { courses, coupons } from '../db/schema/index.ts';

/** Commerce test data: a visible course at a price (poisha), and coupons, straight into the database. */
export async function insertCourse(
  app: FastifyInstance,
  pricePoisha: number,
  overrides: Partial<typeof courses.$inferInsert> = {},
): Promise<string> {
  const [row] = await app.db
    .insert(courses)
    .values({
      name: 'Web Development Bootcamp',
      description: '<p>Learn</p>',
      pricePoisha,
      estimatedPricePoisha: pricePoisha * 2,
      level: 'Beginner',
      demoUrl: 'dQw4w9WgXcQ',
      demoPlayer: 'youtube',
      thumbnailUrl: 'https://images.example.com/c.webp',
      instructorName: 'Anisul Islam',
      ...overrides,
    })
    .returning({ id: courses.id });
  return row!.id;
}

export async function insertCoupon(
  app: FastifyInstance,
  values: Partial<typeof coupons.$inferInsert> & { code: string },
): Promise<string> {
  const [row] = await app.db
    .insert(coupons)
    .values({ description: `${values.code} off`, discountType: 'percent', discountValue: 10, ...values })
    .returning({ id: coupons.id });
  return row!.id;
}
