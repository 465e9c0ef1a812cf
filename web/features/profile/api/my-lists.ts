import { useQuery } from '@tanstack/react-query';
import type { CommerceCourse } from '#shared/commerce.ts';
import { myWishlistQuery } from '#web/api/wishlist.ts';
import { cartViewQuery } from './commerce.ts';

/** A saved or carted course as the profile's Dashboard and Wishlist sections list it. */
export interface ListedCourse {
  _id: string;
  name: string;
  price: number;
  thumbnail: { url: string } | null;
}

/** The course a wishlist or cart item carries (populated as `courseId`), as the profile lists it. */
const toListedCourse = (course: CommerceCourse): ListedCourse => ({
  _id: course._id,
  name: course.name,
  price: course.price,
  thumbnail: course.thumbnail.url ? { url: course.thumbnail.url } : null,
});

/** The wishlist as the profile lists it (GET /wishlist/my-wishlist, newest first). */
export const useMyWishlist = () =>
  useQuery({
    ...myWishlistQuery(),
    select: (answer): ListedCourse[] => answer.wishlist.map((item) => toListedCourse(item.courseId)),
  });

/** The cart's courses (GET /cart/my-cart, the same query as the Cart section's). */
export const useMyCart = () =>
  useQuery({
    ...cartViewQuery(),
    select: (cart): ListedCourse[] => cart.items.map((item) => toListedCourse(item.courseId)),
  });
