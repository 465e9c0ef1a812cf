import { useQuery } from '@tanstack/react-query';
import type { CommerceCourse } from '#shared/commerce.ts';
import { useMyCart } from '#web/api/cart.ts';
import { myWishlistQuery } from '#web/api/wishlist.ts';

/** A saved course as the profile's wishlist and dashboard list it. */
export interface ListedCourse {
  _id: string;
  name: string;
  price?: number;
  thumbnail?: { url: string } | null;
}

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
    select: (answer) => answer.wishlist.map((item) => toListedCourse(item.courseId)),
  });

/** The carted courses (GET /cart/my-cart, the one cart reader), for the dashboard count and the wishlist rows. */
export const useMyCartCourses = () => useMyCart((answer) => answer.cart.map((item) => toListedCourse(item.courseId)));
