import type { CommerceCourse } from '#shared/commerce.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import { courses } from '../db/schema/index.ts';
import { primaryText } from '../db/schema/index.ts';

/**
 * A course as the cart, the wishlist and the checkout read it: the columns each of their queries selects from
 * `courses` and the answer's course. Shared by the cart, wishlist and orders modules, which may not import each
 * other's internals (as server/lib/author.ts is for courses and reviews).
 */
export const commerceCourseColumns = {
  id: courses.id,
  name: primaryText(courses.name),
  pricePoisha: courses.pricePoisha,
  estimatedPricePoisha: courses.estimatedPricePoisha,
  thumbnailUrl: courses.thumbnailUrl,
  instructorName: courses.instructorName,
  instructorAvatarUrl: courses.instructorAvatarUrl,
  level: courses.level,
  purchasedCount: courses.purchasedCount,
  purchasedUseOriginal: courses.purchasedUseOriginal,
  purchasedAdminValue: courses.purchasedAdminValue,
};
export type CommerceCourseRow = {
  id: string;
  name: string;
  pricePoisha: number;
  estimatedPricePoisha: number | null;
  thumbnailUrl: string | null;
  instructorName: string;
  instructorAvatarUrl: string | null;
  level: string;
  purchasedCount: number;
  purchasedUseOriginal: boolean;
  purchasedAdminValue: number | null;
};

export function toCommerceCourse(row: CommerceCourseRow): CommerceCourse {
  return {
    _id: row.id,
    name: row.name,
    price: poishaToTaka(row.pricePoisha),
    estimatedPrice: row.estimatedPricePoisha === null ? null : poishaToTaka(row.estimatedPricePoisha),
    thumbnail: { url: row.thumbnailUrl },
    instructor: { name: row.instructorName, avatar: { url: row.instructorAvatarUrl } },
    instructorName: row.instructorName,
    level: row.level,
    purchased:
      row.purchasedUseOriginal || row.purchasedAdminValue === null ? row.purchasedCount : row.purchasedAdminValue,
  };
}
