import type { z } from 'zod';
import type {
  Testimonial,
  TestimonialCreateBodySchema,
  TestimonialOrderBody,
  TestimonialUpdateBodySchema,
} from '#shared/content/pages.ts';
import { notFound } from '../../errors.ts';
import { CACHE_KEYS } from '../../lib/cache-keys.ts';
import type { Deps } from '../../lib/deps.ts';
import { toTestimonial } from './testimonial-answer.ts';
import * as repo from './testimonials.repository.ts';

export type TestimonialCreate = z.output<typeof TestimonialCreateBodySchema>;
export type TestimonialUpdate = z.output<typeof TestimonialUpdateBodySchema>;

export const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';
export const TESTIMONIAL_MESSAGES = { deleted: 'Testimonial deleted successfully' } as const;

/** Testimonials: the public list shows active ones by `order`, then creation; every write drops the cached list. */
export function testimonialsService({ db, cache }: Pick<Deps, 'db' | 'cache'>) {
  const changed = () => cache.invalidate(CACHE_KEYS.activeTestimonials);
  const found = (row: repo.TestimonialRow | null) => {
    if (!row) throw notFound(TESTIMONIAL_NOT_FOUND, 'testimonial_not_found');
    return toTestimonial(row);
  };

  return {
    active: () =>
      cache.get(CACHE_KEYS.activeTestimonials, async () =>
        (await repo.listTestimonials(db, { activeOnly: true })).map(toTestimonial),
      ),

    all: async () => (await repo.listTestimonials(db, { activeOnly: false })).map(toTestimonial),

    async create(body: TestimonialCreate): Promise<Testimonial> {
      const [row] = await repo.insertTestimonials(db, [
        {
          name: body.name,
          profession: body.profession,
          comment: body.comment,
          rating: body.rating,
          avatarUrl: body.avatar,
          isActive: body.isActive,
          order: body.order,
        },
      ]);
      changed();
      return toTestimonial(row!);
    },

    async update(id: string, body: TestimonialUpdate): Promise<Testimonial> {
      const { avatar, ...rest } = body;
      const changes = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      const row = await repo.updateTestimonial(db, id, {
        ...changes,
        ...(avatar !== undefined ? { avatarUrl: avatar } : {}),
      });
      const answer = found(row);
      changed();
      return answer;
    },

    async toggle(id: string): Promise<Testimonial> {
      const answer = found(await repo.toggleTestimonial(db, id));
      changed();
      return answer;
    },

    async remove(id: string) {
      if (!(await repo.deleteTestimonial(db, id))) throw notFound(TESTIMONIAL_NOT_FOUND, 'testimonial_not_found');
      changed();
      return { message: TESTIMONIAL_MESSAGES.deleted };
    },

    /** Applies the new order to every listed testimonial, or to none when one of them does not exist. */
    async reorder(body: TestimonialOrderBody): Promise<Testimonial[]> {
      const entries = body.testimonials.map((t) => ({ id: t._id, order: t.order }));
      await db.transaction(async (tx) => {
        const updated = await repo.setTestimonialOrder(tx, entries);
        if (updated.length < new Set(entries.map((e) => e.id)).size) {
          throw notFound(TESTIMONIAL_NOT_FOUND, 'testimonial_not_found');
        }
      });
      changed();
      return (await repo.listTestimonials(db, { activeOnly: false })).map(toTestimonial);
    },
  };
}
