import { randomUUID } from 'node:crypto';
import { isBlank, toBilingual, type Bilingual } from '#shared/bilingual.ts';
import {
  normaliseTags,
  QUESTION_MESSAGES as M,
  questionProblem,
  type QuestionBodyParsed,
  type QuestionType,
  TRUE_FALSE_OPTIONS,
} from '#shared/learning/questions.ts';
import type { BankOption, QuestionKey } from '../../db/schema/learning.ts';
import { sanitizeRichTextWithImages } from '../../lib/sanitize.ts';

/** A question ready to store: texts sanitised, options with ids, the key by type. */
export interface QuestionValues {
  type: QuestionType;
  text: Bilingual;
  options: BankOption[];
  key: QuestionKey;
  explanation: Bilingual;
  points: number;
  tags: string[];
}

export type Built = { ok: true; value: QuestionValues } | { ok: false; message: string };

const rich = (text: Bilingual): Bilingual => ({
  bn: sanitizeRichTextWithImages(text.bn),
  en: sanitizeRichTextWithImages(text.en),
});
const plain = (text: Bilingual): Bilingual => ({ bn: text.bn.trim(), en: text.en.trim() });

/**
 * Checks a question as an admin wrote it (the form or a CSV row) against its type's rules (shared with the form:
 * questionProblem) and builds what is stored. Options sent with the id of one of `keptOptionIds` keep it, so answers
 * already given still point at them.
 */
export function buildQuestion(body: QuestionBodyParsed, keptOptionIds: ReadonlySet<string> = new Set()): Built {
  const problem = questionProblem(body);
  if (problem) return { ok: false, message: problem.message };
  const text = rich(toBilingual(body.text));
  // a text of markup the sanitiser drops is empty too
  if (isBlank(text)) return { ok: false, message: M.textRequired };
  const base = {
    type: body.type,
    text,
    explanation: rich(toBilingual(body.explanation)),
    points: Math.round(body.points * 100) / 100,
    tags: normaliseTags(body.tags),
  };
  if (body.type === 'numeric') {
    const key: QuestionKey = { kind: 'numeric', value: body.numericAnswer!, tolerance: body.tolerance };
    return { ok: true, value: { ...base, options: [], key } };
  }
  if (body.type === 'short_text') {
    const accepted = [...new Set(body.acceptedAnswers.map((a) => a.trim()).filter(Boolean))];
    return { ok: true, value: { ...base, options: [], key: { kind: 'text', accepted } } };
  }
  const written =
    body.type === 'true_false' && body.options.length === 0
      ? TRUE_FALSE_OPTIONS.map((text) => ({ id: undefined, text }))
      : body.options.map((o) => ({ id: o._id, text: plain(toBilingual(o.text)) }));
  const seen = new Set<string>();
  const options: BankOption[] = written.map((o) => {
    const id = o.id && keptOptionIds.has(o.id) && !seen.has(o.id) ? o.id : randomUUID();
    seen.add(id);
    return { id, text: o.text };
  });
  const key: QuestionKey = {
    kind: 'options',
    optionIds: [...new Set(body.correctOptions)].sort((a, b) => a - b).map((i) => options[i]!.id),
    partialCredit: body.type === 'multiple' && body.partialCredit,
  };
  return { ok: true, value: { ...base, options, key } };
}
