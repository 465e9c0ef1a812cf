import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { testimonials } from '../../db/schema/testimonials.ts';

const columns = {
  id: testimonials.id,
  name: testimonials.name,
  profession: testimonials.profession,
  comment: testimonials.comment,
  rating: testimonials.rating,
  avatarUrl: testimonials.avatarUrl,
  isActive: testimonials.isActive,
  order: testimonials.order,
  createdAt: testimonials.createdAt,
  updatedAt: testimonials.updatedAt,
};
export type TestimonialRow = typeof testimonials.$inferSelect;
export type NewTestimonialRow = typeof testimonials.$inferInsert;

const displayOrder = [asc(testimonials.order), asc(testimonials.createdAt), asc(testimonials.id)];

export function listTestimonials(tx: Tx, options: { activeOnly: boolean }): Promise<TestimonialRow[]> {
  const query = tx.select(columns).from(testimonials);
  return (options.activeOnly ? query.where(eq(testimonials.isActive, true)) : query).orderBy(...displayOrder);
}

export async function findTestimonial(tx: Tx, id: string): Promise<TestimonialRow | null> {
  const [row] = await tx.select(columns).from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

export async function insertTestimonials(tx: Tx, rows: NewTestimonialRow[]): Promise<TestimonialRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(testimonials).values(rows).returning(columns);
}

export async function updateTestimonial(
  tx: Tx,
  id: string,
  changes: Partial<Omit<NewTestimonialRow, 'id' | 'createdAt'>>,
): Promise<TestimonialRow | null> {
  const [row] = await tx
    .update(testimonials)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning(columns);
  return row ?? null;
}

export async function toggleTestimonial(tx: Tx, id: string): Promise<TestimonialRow | null> {
  const [row] = await tx
    .update(testimonials)
    .set({ isActive: sql`not ${testimonials.isActive}`, updatedAt: new Date() })
    .where(eq(testimonials.id, id))
    .returning(columns);
  return row ?? null;
}

/** Deletes one testimonial; answers what it showed as avatar, or null when it did not exist. */
export async function deleteTestimonial(tx: Tx, id: string): Promise<{ avatarUrl: string | null } | null> {
  const [row] = await tx
    .delete(testimonials)
    .where(eq(testimonials.id, id))
    .returning({ avatarUrl: testimonials.avatarUrl });
  return row ?? null;
}

/** How many testimonials show this avatar. */
export async function countAvatarUses(tx: Tx, url: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(testimonials)
    .where(eq(testimonials.avatarUrl, url));
  return row?.n ?? 0;
}

/** Sets the order of many testimonials in one statement; answers the ids that exist. */
export async function setTestimonialOrder(tx: Tx, entries: { id: string; order: number }[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const cases = sql.join(
    entries.map((e) => sql`when ${e.id}::uuid then ${e.order}::integer`),
    sql` `,
  );
  const rows = await tx
    .update(testimonials)
    .set({ order: sql`case ${testimonials.id} ${cases} else ${testimonials.order} end`, updatedAt: new Date() })
    .where(
      inArray(
        testimonials.id,
        entries.map((e) => e.id),
      ),
    )
    .returning({ id: testimonials.id });
  return rows.map((r) => r.id);
}

export async function countTestimonials(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(testimonials);
  return row?.n ?? 0;
}
