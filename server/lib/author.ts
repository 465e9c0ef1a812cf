import type { z } from 'zod';
import type { LearningUserSchema } from '#shared/catalogue/learning.ts';
import { users } from '../db/schema/index.ts';

/**
 * The author of a learning-page item (a question, an answer, a review, a reply): the columns each query joins from
 * `users` and the answer's `user`. Shared by the courses and reviews modules, which may not import each other's
 * repositories (docs/decisions/0020-review-counters-and-enrolment-ownership.md).
 */
export const authorColumns = {
  userId: users.id,
  userName: users.name,
  userAvatarUrl: users.avatarUrl,
  userRole: users.role,
};
export interface Author {
  userId: string;
  userName: string;
  userAvatarUrl: string | null;
  userRole: 'user' | 'admin';
}

export const toLearningUser = (a: Author): z.infer<typeof LearningUserSchema> => ({
  _id: a.userId,
  name: a.userName,
  avatar: a.userAvatarUrl ? { url: a.userAvatarUrl } : null,
  role: a.userRole,
});
