import type { z } from 'zod';
import type {
  Testimonial,
  TestimonialCreateBodySchema,
  TestimonialOrderBody,
  TestimonialUpdateBodySchema,
} from '#shared/content/pages.ts';
import { TESTIMONIAL_IMAGE_FOLDER } from '#shared/content/pages.ts';
import { notFound } from '../../errors.ts';
import { CACHE_KEYS } from '../../lib/cache-keys.ts';
import type { Deps } from '../../lib/deps.ts';
import { IMAGE_PRESETS, isDataUrl, storeImageDataUrl } from '../../lib/images.ts';
import { toTestimonial } from './testimonial-answer.ts';
import * as repo from './testimonials.repository.ts';

export type TestimonialCreate = z.output<typeof TestimonialCreateBodySchema>;
export type TestimonialUpdate = z.output<typeof TestimonialUpdateBodySchema>;

export const TESTIMONIAL_NOT_FOUND = 'Testimonial not found';
export const TESTIMONIAL_MESSAGES = { deleted: 'Testimonial deleted successfully' } as const;

/** An avatar this site stored for a testimonial (an upload or a data URL's image), which is ours to delete. */
export const isStoredAvatar = (url: string | null | undefined): url is string =>
  !!url && new URL(url, 'http://site.invalid').pathname.startsWith(`/uploads/${TESTIMONIAL_IMAGE_FOLDER}/`);

/**
 * Testimonials: the public list shows active ones by `order`, then creation; every write drops the cached list.
 * An avatar sent as image data is stored as 400x400 webp with its small copy; a stored avatar that is replaced,
 * removed or whose testimonial is deleted is deleted too, unless another testimonial still shows it.
 */
export function testimonialsService({ db, cache, storage }: Pick<Deps, 'db' | 'cache' | 'storage'>) {
  const changed = () => cache.invalidate(CACHE_KEYS.activeTestimonials);
  const found = (row: repo.TestimonialRow | null) => {
    if (!row) throw notFound(TESTIMONIAL_NOT_FOUND, 'testimonial_not_found');
    return toTestimonial(row);
  };
  /** The address to store: a data URL becomes a stored image; any other address is kept as sent. */
  const avatarUrl = (avatar: string | null) =>
    avatar && isDataUrl(avatar)
      ? storeImageDataUrl(storage, avatar, { folder: TESTIMONIAL_IMAGE_FOLDER, size: IMAGE_PRESETS.avatar })
      : Promise.resolve(avatar);
  /** Deletes a stored avatar nothing shows any more. */
  const release = async (url: string | null | undefined) => {
    if (isStoredAvatar(url) && (await repo.countAvatarUses(db, url)) === 0) await storage.remove(url);
  };
  /** Writes with a freshly stored avatar; the stored file is deleted again when the write fails. */
  const withAvatar = async <T>(avatar: string | null, write: (url: string | null) => Promise<T>): Promise<T> => {
    const url = await avatarUrl(avatar);
    try {
      return await write(url);
    } catch (error) {
      if (url !== avatar) await storage.remove(url);
      throw error;
    }
  };

  return {
    active: () =>
      cache.get(CACHE_KEYS.activeTestimonials, async () =>
        (await repo.listTestimonials(db, { activeOnly: true })).map(toTestimonial),
      ),

    all: async () => (await repo.listTestimonials(db, { activeOnly: false })).map(toTestimonial),

    async create(body: TestimonialCreate): Promise<Testimonial> {
      const [row] = await withAvatar(body.avatar, (url) =>
        repo.insertTestimonials(db, [
          {
            name: body.name,
            profession: body.profession,
            comment: body.comment,
            rating: body.rating,
            avatarUrl: url,
            isActive: body.isActive,
            order: body.order,
          },
        ]),
      );
      changed();
      return toTestimonial(row!);
    },

    async update(id: string, body: TestimonialUpdate): Promise<Testimonial> {
      const { avatar, ...rest } = body;
      const changes = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
      if (avatar === undefined) {
        const answer = found(await repo.updateTestimonial(db, id, changes));
        changed();
        return answer;
      }
      const before = await repo.findTestimonial(db, id);
      if (!before) throw notFound(TESTIMONIAL_NOT_FOUND, 'testimonial_not_found');
      const answer = await withAvatar(avatar, async (url) =>
        found(await repo.updateTestimonial(db, id, { ...changes, avatarUrl: url })),
      );
      if (before.avatarUrl !== answer.avatar?.url) await release(before.avatarUrl);
      changed();
      return answer;
    },

    async toggle(id: string): Promise<Testimonial> {
      const answer = found(await repo.toggleTestimonial(db, id));
      changed();
      return answer;
    },

    async remove(id: string) {
      const deleted = await repo.deleteTestimonial(db, id);
      if (!deleted) throw notFound(TESTIMONIAL_NOT_FOUND, 'testimonial_not_found');
      await release(deleted.avatarUrl);
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
