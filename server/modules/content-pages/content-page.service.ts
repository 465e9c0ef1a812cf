import type { FastifyInstance } from 'fastify';
import { mergeOverDefaults } from '#shared/content/layout.ts';
import {
  deleteContentPage,
  findContentPage,
  saveContentPage,
  type ContentPageKey,
  type StoredPage,
} from './content-pages.repository.ts';

/**
 * One whole-page document (About, Privacy, Payment pages): stored values merged over the defaults on read,
 * a write replaces what is stored and invalidates the cached answer, a reset forgets the stored document.
 */
export class ContentPageService<T extends object, TBody> {
  constructor(
    private readonly app: FastifyInstance,
    private readonly options: {
      key: ContentPageKey;
      cacheKey: string;
      defaults: T;
      /** Turns a validated body into the document to store (sanitising rich text, merging partial bodies). */
      prepare: (body: TBody, current: T) => T;
    },
  ) {}

  private answer(stored: StoredPage | null): T & { updatedAt: string | null } {
    return {
      ...mergeOverDefaults(this.options.defaults, stored?.data),
      updatedAt: stored ? stored.updatedAt.toISOString() : null,
    };
  }

  /** The page as visitors see it, from the cache. */
  cached(): Promise<{ value: T & { updatedAt: string | null }; etag: string }> {
    return this.app.cache.get(this.options.cacheKey, () => this.read());
  }

  async read(): Promise<T & { updatedAt: string | null }> {
    return this.answer(await findContentPage(this.app.db, this.options.key));
  }

  async update(body: TBody): Promise<T & { updatedAt: string | null }> {
    const result = await this.app.db.transaction(async (tx) => {
      const current = this.answer(await findContentPage(tx, this.options.key));
      const { updatedAt: _ignored, ...content } = current;
      const next = this.options.prepare(body, content as unknown as T);
      return saveContentPage(tx, this.options.key, next as Record<string, unknown>);
    });
    this.app.cache.invalidate(this.options.cacheKey);
    return this.answer(result);
  }

  async reset(): Promise<T & { updatedAt: string | null }> {
    await deleteContentPage(this.app.db, this.options.key);
    this.app.cache.invalidate(this.options.cacheKey);
    return this.answer(null);
  }
}
