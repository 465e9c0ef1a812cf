import type { FastifyInstance } from 'fastify';
import { toBilingual, type Bilingual } from '#shared/bilingual.ts';
import { courses, coupons } from '../db/schema/index.ts';

/** A course's texts as a test writes them: one string goes into the language of its script. */
type TextsAsStrings<T> = Omit<T, 'name' | 'description' | 'tags'> & {
  name?: string | Bilingual;
  description?: string | Bilingual;
  tags?: string | Bilingual;
};

/** Commerce test data: a visible course at a price (poisha), and coupons, straight into the database. */
export async function insertCourse(
  app: FastifyInstance,
  pricePoisha: number,
  { name, description, tags, ...overrides }: TextsAsStrings<Partial<typeof courses.$inferInsert>> = {},
): Promise<string> {
  const [row] = await app.db
    .insert(courses)
    .values({
      name: toBilingual(name ?? 'Web Development Bootcamp'),
      description: toBilingual(description ?? '<p>Learn</p>'),
      tags: toBilingual(tags ?? ''),
      primaryLanguage: toBilingual(name ?? '').bn ? 'bn' : 'en',
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
