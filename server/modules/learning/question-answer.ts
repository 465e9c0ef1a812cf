import type { AdminQuestion } from '#shared/learning/questions.ts';
import type { QuestionRow } from './questions.repository.ts';

/** A bank question with its key, as admins read it (the key as the form writes it: option positions from 0). */
export function toAdminQuestion(row: QuestionRow): AdminQuestion {
  const key = row.key;
  const ids = key.kind === 'options' ? new Set(key.optionIds) : new Set<string>();
  return {
    _id: row.id,
    type: row.type,
    text: row.text,
    options: row.options.map((o) => ({ _id: o.id, text: o.text })),
    correctOptions: row.options.flatMap((o, i) => (ids.has(o.id) ? [i] : [])),
    partialCredit: key.kind === 'options' && key.partialCredit,
    numericAnswer: key.kind === 'numeric' ? key.value : null,
    tolerance: key.kind === 'numeric' ? key.tolerance : 0,
    acceptedAnswers: key.kind === 'text' ? key.accepted : [],
    explanation: row.explanation,
    points: row.points,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
