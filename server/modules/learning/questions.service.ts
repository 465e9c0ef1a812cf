import { normaliseTags, QUESTION_MESSAGES, type QuestionBodyParsed } from '#shared/learning/questions.ts';
import { appError, badRequest, conflict, notFound } from '../../errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { COURSE_NOT_FOUND, findCourse } from '../courses/courses.service.ts';
import { parseQuestionsCsv, questionsCsv } from './question-csv.ts';
import { toAdminQuestion } from './question-answer.ts';
import { buildQuestion } from './question-rules.ts';
import * as repo from './questions.repository.ts';

/** The question bank of a course, written by admins (issue 37). */
export function questionsService({ db }: Pick<Deps, 'db'>) {
  async function course(courseId: string) {
    if (!(await findCourse(db, courseId))) throw notFound(COURSE_NOT_FOUND, 'course_not_found');
  }

  async function question(id: string) {
    const row = await repo.findQuestion(db, id);
    if (!row) throw notFound(QUESTION_MESSAGES.notFound, 'question_not_found');
    return row;
  }

  function build(body: QuestionBodyParsed, kept?: ReadonlySet<string>) {
    const built = buildQuestion(body, kept);
    if (!built.ok) throw badRequest(built.message, 'validation_failed');
    return built.value;
  }

  return {
    async list(courseId: string, tag?: string) {
      await course(courseId);
      const rows = await repo.listQuestions(db, courseId, tag ? normaliseTags([tag]) : []);
      return { questions: rows.map(toAdminQuestion), tags: await repo.courseTags(db, courseId) };
    },

    async create(courseId: string, body: QuestionBodyParsed) {
      await course(courseId);
      const [row] = await repo.insertQuestions(db, courseId, [build(body)]);
      return { message: QUESTION_MESSAGES.created, question: toAdminQuestion(row!) };
    },

    async update(id: string, body: QuestionBodyParsed) {
      const current = await question(id);
      const values = build(body, new Set(current.options.map((o) => o.id)));
      const row = await repo.updateQuestion(db, id, values);
      if (!row) throw notFound(QUESTION_MESSAGES.notFound, 'question_not_found');
      return { message: QUESTION_MESSAGES.updated, question: toAdminQuestion(row) };
    },

    async remove(id: string) {
      await question(id);
      if (await repo.inFixedQuiz(db, id)) throw conflict(QUESTION_MESSAGES.inUse, 'question_in_use');
      await repo.deleteQuestion(db, id);
      return { message: QUESTION_MESSAGES.deleted };
    },

    /** Every row good: all imported in one transaction; any bad: none, and every bad row with its reason. */
    async importCsv(courseId: string, text: string) {
      await course(courseId);
      const parsed = parseQuestionsCsv(text);
      if (!parsed.ok) {
        const [first] = parsed.errors;
        const message =
          parsed.errors.length === 1 && first
            ? `Row ${first.row}: ${first.message}`
            : importFailed(parsed.errors.length);
        throw appError('csv_invalid', message, undefined, parsed.errors);
      }
      const rows = await db.transaction((tx) => repo.insertQuestions(tx, courseId, parsed.questions));
      return { imported: rows.length, message: `${rows.length} questions imported` };
    },

    async exportCsv(courseId: string): Promise<string> {
      await course(courseId);
      return questionsCsv(await repo.listQuestions(db, courseId));
    },
  };
}

const importFailed = (n: number) => `${n} rows have problems; nothing was imported`;
