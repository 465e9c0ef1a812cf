import { mergeOverDefaults } from '#shared/content/layout.ts';
import type { Deps } from '../../lib/deps.ts';
import {
  deleteContentPage,
  findContentPage,
  saveContentPage,
  type ContentPageKey,
  type StoredPage,
} from './content-pages.repository.ts';

export interface ContentPageOptions<T extends object, TBody> {
  key: ContentPageKey;
  cacheKey: string;
  defaults: T;
  /** Turns a validated body into the document to store (sanitising rich text, merging partial bodies). */
  prepare: (body: TBody, current: T) => T;
}

/**
 * One whole-page document (About, Privacy, Payment pages): stored values merged over the defaults on read, a write
 * replaces what is stored and invalidates the cached answer, a reset forgets the stored document.
 */
export function contentPageService<T extends object, TBody>(
  { db, cache }: Pick<Deps, 'db' | 'cache'>,
  options: ContentPageOptions<T, TBody>,
) {
  type Answer = T & { updatedAt: string | null };
  const answer = (stored: StoredPage | null): Answer => ({
    ...mergeOverDefaults(options.defaults, stored?.data),
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
  });
  const read = async (): Promise<Answer> => answer(await findContentPage(db, options.key));

  return {
    read,

    /** The page as visitors see it, from the cache. */
    cached: (): Promise<{ value: Answer; etag: string }> => cache.get(options.cacheKey, read),

    async update(body: TBody): Promise<Answer> {
      const result = await db.transaction(async (tx) => {
        const { updatedAt: _ignored, ...content } = answer(await findContentPage(tx, options.key));
        const next = options.prepare(body, content as unknown as T);
        return saveContentPage(tx, options.key, next as Record<string, unknown>);
      });
      cache.invalidate(options.cacheKey);
      return answer(result);
    },

    async reset(): Promise<Answer> {
      await deleteContentPage(db, options.key);
      cache.invalidate(options.cacheKey);
      return answer(null);
    },
  };
}
