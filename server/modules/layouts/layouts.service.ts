import { randomUUID } from 'node:crypto';
import {
  DEFAULT_BANNER,
  DEFAULT_COURSES_SECTION,
  DEFAULT_FAQ_HEADER,
  DEFAULT_FOOTER,
  DEFAULT_TESTIMONIALS_SECTION,
  mergeOverDefaults,
  type FaqItem,
  type LayoutAnswer,
  type LayoutOf,
  type LayoutType,
} from '#shared/content/layout.ts';
import { FAQ_ALL_EMPTY_MESSAGE, type LayoutUpdateBody } from '#shared/content/layout-update.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { badRequest } from '../../errors.ts';
import { CACHE_KEYS, CATALOGUE_CACHE_PREFIX } from '../../lib/cache-keys.ts';
import { IMAGE_PRESETS, isDataUrl, storeImageDataUrl } from '../../lib/images.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import * as repo from './layouts.repository.ts';

type Body<T extends LayoutType> = Extract<LayoutUpdateBody, { type: T }>;
type Data = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const definedOnly = (o: object): Data => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
const asObject = (v: unknown): Data => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Data) : {});

/** The public answer of one layout type: what an admin stored, merged over every default. */
export async function readLayout(tx: Tx, type: LayoutType): Promise<LayoutAnswer> {
  if (type === 'Categories') {
    const rows = await repo.listCategories(tx);
    return { type, categories: rows.map((r) => ({ _id: r.id, title: r.title })) };
  }
  const data = (await repo.findLayoutData(tx, type)) ?? {};
  switch (type) {
    case 'Banner':
      return { type, banner: mergeOverDefaults(DEFAULT_BANNER, data) };
    case 'FAQ':
      return {
        type,
        faq: Array.isArray(data.faq) ? (data.faq as FaqItem[]) : [],
        faqHeader: mergeOverDefaults(DEFAULT_FAQ_HEADER, data.faqHeader),
      };
    case 'Footer':
      return { type, footer: mergeOverDefaults(DEFAULT_FOOTER, data) };
    case 'Courses':
      return { type, courses: mergeOverDefaults(DEFAULT_COURSES_SECTION, data) };
    case 'Testimonials':
      return { type, testimonials: mergeOverDefaults(DEFAULT_TESTIMONIALS_SECTION, data) };
  }
}

function bannerData(stored: Data, body: Body<'Banner'>): Data {
  const { type: _type, headerSettings, navigationSettings, ...rest } = body;
  const next: Data = { ...stored, ...definedOnly(rest) };
  if (headerSettings) next.headerSettings = { ...asObject(stored.headerSettings), ...definedOnly(headerSettings) };
  if (navigationSettings) {
    next.navigationSettings = { ...asObject(stored.navigationSettings), ...definedOnly(navigationSettings) };
  }
  return next;
}

function faqData(stored: Data, body: Body<'FAQ'>): Data {
  const currentHeader = mergeOverDefaults(DEFAULT_FAQ_HEADER, stored.faqHeader);
  const next: Data = { ...stored };
  const headerChanged =
    body.faqHeader !== undefined &&
    (body.faqHeader.title !== currentHeader.title || body.faqHeader.subTitle !== currentHeader.subTitle);
  if (body.faqHeader) next.faqHeader = { title: body.faqHeader.title, subTitle: body.faqHeader.subTitle };
  if (body.faq) {
    const seen = new Set<string>();
    const items: FaqItem[] = [];
    for (const item of body.faq) {
      const answer = sanitizeRichText(item.answer);
      if (!item.question.trim() || !answer) continue;
      const id = item._id && UUID.test(item._id) && !seen.has(item._id) ? item._id : randomUUID();
      seen.add(id);
      items.push({ _id: id, question: item.question.trim(), answer });
    }
    if (body.faq.length > 0 && items.length === 0 && !headerChanged)
      throw badRequest(FAQ_ALL_EMPTY_MESSAGE, 'faq_all_empty');
    next.faq = items;
  }
  return next;
}

async function saveCategories(tx: Tx, body: Body<'Categories'>): Promise<void> {
  const list = body.categories.map((c) => ({ ...c, title: c.title.trim() })).filter((c) => c.title !== '');
  const seen = new Set<string>();
  for (const c of list) {
    const key = c.title.toLocaleLowerCase();
    if (seen.has(key)) throw badRequest(`The category "${c.title}" appears more than once`, 'duplicate_category');
    seen.add(key);
  }
  await repo.replaceCategories(
    tx,
    list.map((c) => ({ id: c._id && UUID.test(c._id) ? c._id : undefined, title: c.title })),
  );
}

/** Applies an admin's update of one layout type and answers the new public layout. */
export async function writeLayout(tx: Tx, body: LayoutUpdateBody): Promise<LayoutAnswer> {
  if (body.type === 'Categories') {
    await saveCategories(tx, body);
    return readLayout(tx, body.type);
  }
  const stored = (await repo.findLayoutData(tx, body.type)) ?? {};
  let next: Data;
  switch (body.type) {
    case 'Banner':
      next = bannerData(stored, body);
      break;
    case 'FAQ':
      next = faqData(stored, body);
      break;
    case 'Footer':
      next = { contact: body.contact, socialLinks: body.socialLinks };
      break;
    case 'Testimonials': {
      const { type: _type, subTitle, ...rest } = body;
      next = {
        ...stored,
        ...definedOnly(rest),
        ...(subTitle !== undefined ? { subTitle: sanitizeRichText(subTitle) } : {}),
      };
      break;
    }
    case 'Courses': {
      const { type: _type, ...rest } = body;
      next = { ...stored, ...definedOnly(rest) };
      break;
    }
  }
  await repo.saveLayoutData(tx, body.type, next);
  return readLayout(tx, body.type);
}

async function previousBannerImage(db: Db): Promise<string | null> {
  const stored = (await repo.findLayoutData(db, 'Banner')) ?? {};
  const image = asObject(stored.image);
  return typeof image.url === 'string' ? image.url : null;
}

/** The site's layout pieces: cached public reads, and admin writes that store images and invalidate the cache. */
export function layoutsService({ db, cache, storage }: Pick<Deps, 'db' | 'cache' | 'storage'>) {
  return {
    /** The cached public answer of one type. */
    cached<T extends LayoutType>(type: T): Promise<{ value: LayoutOf<T>; etag: string }> {
      return cache.get(CACHE_KEYS.layout(type), () => readLayout(db, type) as Promise<LayoutOf<T>>);
    },
    async update(input: LayoutUpdateBody): Promise<LayoutAnswer> {
      // A new banner image arrives as a data URL: stored (checked, resized, webp) before the row is written.
      const upload = input.type === 'Banner' && input.image?.url && isDataUrl(input.image.url) ? input.image.url : null;
      const body: LayoutUpdateBody =
        upload && input.type === 'Banner'
          ? {
              ...input,
              image: {
                url: await storeImageDataUrl(storage, upload, { folder: 'banners', size: IMAGE_PRESETS.banner }),
              },
            }
          : input;
      const previousImage = body.type === 'Banner' && body.image !== undefined ? await previousBannerImage(db) : null;
      let layout: LayoutAnswer;
      try {
        layout = await db.transaction((tx) => writeLayout(tx, body));
      } catch (error) {
        if (upload && body.type === 'Banner') await storage.remove(body.image?.url);
        throw error;
      }
      // A replaced or removed upload is deleted (an https address is not ours to delete).
      if (previousImage && previousImage !== (body.type === 'Banner' ? body.image?.url : undefined))
        await storage.remove(previousImage);
      cache.invalidate(CACHE_KEYS.layout(body.type));
      // Courses show their category's title: a renamed or removed category changes the catalogue answers.
      if (body.type === 'Categories') cache.invalidate(CATALOGUE_CACHE_PREFIX);
      return layout;
    },
  };
}
