import { ATTEMPT_MESSAGES, type Merit } from '#shared/learning/attempts.ts';
import { QUIZ_MESSAGES } from '#shared/learning/quizzes.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { canStudy } from '../courses/courses.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import * as attempts from './attempts.repository.ts';
import * as repo from './merit.repository.ts';
import * as quizzes from './quizzes.repository.ts';

export const MERIT_SIZE = 10;

/** "Rahim Uddin" → "R. U.": the first letter of each of the first three words. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => `${Array.from(word)[0]!.toLocaleUpperCase()}.`)
    .join(' ');
}

/**
 * The merit list of a quiz (issue 37): the top 10 graded first attempts and the caller's own rank, by display name
 * only (never an e-mail), as initials for a learner who chose so. Owners of the course and admins.
 */
export function meritService({ db }: Pick<Deps, 'db'>) {
  return {
    async merit(user: SessionUser, quizId: string): Promise<Merit> {
      const quiz = await quizzes.findQuiz(db, quizId);
      if (!quiz) throw notFound(QUIZ_MESSAGES.notFound, 'quiz_not_found');
      if (!(await canStudy(db, user, quiz.courseId))) throw forbidden(ATTEMPT_MESSAGES.notOwner, 'not_course_owner');
      const top = await attempts.meritTop(db, quizId, MERIT_SIZE);
      const first = (await attempts.listAttempts(db, quizId, user.id)).find((a) => a.number === 1 && !a.preview);
      const ids = [...new Set([...top.map((t) => t.userId), user.id])];
      const people = await findUsersByIds(db, ids);
      const initials = await repo.initialsChosen(db, ids);
      const nameOf = (id: string) => {
        const name = people.get(id)?.name ?? '';
        return initials.has(id) ? initialsOf(name) : name;
      };
      const mine = first?.submittedAt && first.score !== null ? first.score : null;
      const standing = await attempts.standing(db, quizId, mine ?? 0);
      const me = mine === null ? null : { rank: standing.higher + 1, score: mine, displayName: nameOf(user.id) };
      const of = standing.of;
      return {
        top: top.map((t) => ({ rank: t.rank, displayName: nameOf(t.userId), score: t.score ?? 0 })),
        me,
        of,
        maxScore: first?.maxScore ?? null,
        initials: initials.has(user.id),
      };
    },

    /** How the caller appears on merit lists: their name, or its initials. */
    async setInitials(user: SessionUser, initials: boolean) {
      await repo.setInitials(db, user.id, initials);
      return { initials };
    },
  };
}
