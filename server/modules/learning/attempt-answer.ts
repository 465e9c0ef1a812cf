import { pick, type Language } from '#shared/bilingual.ts';
import type { AnswerValue, Attempt, AttemptQuestion, ReviewItem } from '#shared/learning/attempts.ts';
import type { AttemptQuestionRow, AttemptRow } from './attempts.repository.ts';
import type { QuestionRow } from './questions.repository.ts';

/*
 * A learner's view of an attempt, built field by field so that nothing of a question's key or explanation reaches
 * them before grading (issue 37): the key and the explanation are read only by `toReview`, which is given only a
 * graded attempt.
 */

/** A question as it is asked: its text and options in the reader's language, options in the attempt's order. */
export function toAttemptQuestion(row: AttemptQuestionRow, question: QuestionRow, language: Language): AttemptQuestion {
  const text = pick(question.text, language);
  const byId = new Map(question.options.map((o) => [o.id, o]));
  const order = row.optionOrder.length ? row.optionOrder : question.options.map((o) => o.id);
  return {
    _id: question.id,
    type: question.type,
    text: text.text,
    lang: text.lang,
    points: question.points,
    options: order.flatMap((id) => {
      const option = byId.get(id);
      if (!option) return [];
      const t = pick(option.text, language);
      return [{ _id: id, text: t.text, lang: t.lang }];
    }),
  };
}

export const savedAnswers = (rows: readonly AttemptQuestionRow[]) =>
  rows.flatMap((r) =>
    r.answer === null || r.answer === undefined
      ? []
      : [{ questionId: r.questionId, answer: r.answer as AnswerValue, seq: r.seq }],
  );

/** The per-question review of a graded attempt: what was right and why. */
export function toReview(
  rows: readonly AttemptQuestionRow[],
  questions: ReadonlyMap<string, QuestionRow>,
  language: Language,
): ReviewItem[] {
  return rows.flatMap((row) => {
    const question = questions.get(row.questionId);
    if (!question) return [];
    const key = question.key;
    const explanation = pick(question.explanation, language);
    return [
      {
        questionId: row.questionId,
        correct: row.correct ?? false,
        earned: row.earned ?? 0,
        correctOptionIds: key.kind === 'options' ? key.optionIds : [],
        numericAnswer: key.kind === 'numeric' ? key.value : null,
        tolerance: key.kind === 'numeric' ? key.tolerance : 0,
        acceptedAnswers: key.kind === 'text' ? key.accepted : [],
        explanation: explanation.text,
        explanationLang: explanation.lang,
      },
    ];
  });
}

export function toAttempt(
  attempt: AttemptRow,
  parts: Pick<Attempt, 'questions' | 'answers' | 'result' | 'review'>,
  now: Date,
): Attempt {
  return {
    _id: attempt.id,
    quizId: attempt.quizId,
    number: attempt.number,
    startedAt: attempt.startedAt.toISOString(),
    endsAt: attempt.endsAt?.toISOString() ?? null,
    serverNow: now.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    ...parts,
  };
}
