// Linted as if it were a file of the wishlist module: the import names an internal file of the courses module.
import { toCourseCard } from '../courses/course-answer.ts';

export const leaked = toCourseCard;
