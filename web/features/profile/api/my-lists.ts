import { queryOptions, useQuery } from '@tanstack/react-query';
import { myWishlistQuery } from '#web/api/wishlist.ts';
import { api, ApiError } from '#web/lib/api-client.ts';

/**
 * The wishlist and cart as the profile shows them. Their contract belongs to the commerce work, which may still be
 * landing: the reader accepts the likely shapes (`wishlist`, `cart.items`, `items`, `courses`) and an item whose
 * `courseId` is either an id or the populated course. An endpoint that is not there yet (404) reads as empty.
 */
export interface ListedCourse {
  _id: string;
  name: string;
  price?: number;
  thumbnail?: { url: string } | null;
}

type Raw = Record<string, unknown>;
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function itemsOf(answer: Raw): unknown[] {
  const cart = answer.cart as Raw | unknown[] | undefined;
  const wishlist = answer.wishlist as Raw | unknown[] | undefined;
  for (const candidate of [
    wishlist,
    (wishlist as Raw | undefined)?.items,
    cart,
    (cart as Raw | undefined)?.items,
    (cart as Raw | undefined)?.courses,
    answer.items,
    answer.courses,
  ]) {
    if (Array.isArray(candidate)) return candidate;
  }
  return [];
}

export function toListedCourse(item: unknown): ListedCourse | null {
  if (!item || typeof item !== 'object') return null;
  const raw = item as Raw;
  const populated = [raw.courseId, raw.course].find((v) => v && typeof v === 'object') as Raw | undefined;
  const source = populated ?? raw;
  const id = typeof raw.courseId === 'string' ? raw.courseId : (source._id as string | undefined);
  if (!id) return null;
  return {
    _id: id,
    name: typeof source.name === 'string' ? source.name : '',
    price: typeof source.price === 'number' ? source.price : undefined,
    thumbnail: (source.thumbnail as { url: string } | null | undefined) ?? null,
  };
}

async function readList(path: string, signal?: AbortSignal): Promise<ListedCourse[]> {
  try {
    const answer = await api<Raw>(path, { signal });
    return asArray(itemsOf(answer))
      .map(toListedCourse)
      .filter((c): c is ListedCourse => c !== null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const myCartQuery = () =>
  queryOptions({ queryKey: ['cart', 'mine'] as const, queryFn: ({ signal }) => readList('/cart/my-cart', signal) });

/** The wishlist as the profile lists it (GET /wishlist/my-wishlist, newest first). */
export const useMyWishlist = () =>
  useQuery({
    ...myWishlistQuery(),
    select: (answer): ListedCourse[] =>
      answer.wishlist.map(({ courseId: course }) => ({
        _id: course._id,
        name: course.name,
        price: course.price,
        thumbnail: course.thumbnail.url ? { url: course.thumbnail.url } : null,
      })),
  });
export const useMyCart = () => useQuery(myCartQuery());
