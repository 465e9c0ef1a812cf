import type { Bilingual } from '#shared/bilingual.ts';
import { parseDigits } from '#shared/digits.ts';
import {
  type AdminQuestion,
  isChoice,
  type QuestionBody,
  type QuestionType,
  TRUE_FALSE_OPTIONS,
} from '#shared/learning/questions.ts';

/** The question form as its inputs hold it: numbers as typed, accepted answers one a line, tags by commas. */
export interface QuestionFormValues {
  type: QuestionType;
  text: Bilingual;
  options: { _id?: string; bn: string; en: string }[];
  /** Positions of the correct options, from 0 (the body's name, so the server's message lands here). */
  correctOptions: number[];
  partialCredit: boolean;
  numericAnswer: string;
  tolerance: string;
  acceptedAnswers: string;
  explanation: Bilingual;
  points: string;
  tags: string;
}

const blankOption = () => ({ bn: '', en: '' });

export const emptyQuestionForm = (): QuestionFormValues => ({
  type: 'single',
  text: { bn: '', en: '' },
  options: [blankOption(), blankOption(), blankOption(), blankOption()],
  correctOptions: [],
  partialCredit: false,
  numericAnswer: '',
  tolerance: '',
  acceptedAnswers: '',
  explanation: { bn: '', en: '' },
  points: '1',
  tags: '',
});

/** The options a type starts with when the admin switches to it (true/false has its two). */
export function optionsForType(type: QuestionType, current: QuestionFormValues['options']) {
  if (type === 'true_false') return TRUE_FALSE_OPTIONS.map((o, i) => ({ ...o, _id: current[i]?._id }));
  if (isChoice(type) && current.length < 2) return [...current, blankOption(), blankOption()].slice(0, 2);
  return current;
}

export function questionToForm(q: AdminQuestion): QuestionFormValues {
  return {
    type: q.type,
    text: { ...q.text },
    options: q.options.length > 0 ? q.options.map((o) => ({ _id: o._id, ...o.text })) : emptyQuestionForm().options,
    correctOptions: [...q.correctOptions],
    partialCredit: q.partialCredit,
    numericAnswer: q.numericAnswer === null ? '' : String(q.numericAnswer),
    tolerance: q.tolerance ? String(q.tolerance) : '',
    acceptedAnswers: q.acceptedAnswers.join('\n'),
    explanation: { ...q.explanation },
    points: String(q.points),
    tags: q.tags.join(', '),
  };
}

/** A typed figure (Bengali or Latin digits): blank is `blank`, anything else not a number is NaN (refused). */
const figure = <T>(typed: string, blank: T): number | T => {
  if (typed.trim() === '') return blank;
  return parseDigits(typed.trim()) ?? Number.NaN;
};

/** The body sent, checked by QuestionFormSchema before it goes and by the server again. */
export function questionToBody(v: QuestionFormValues): QuestionBody {
  const choice = isChoice(v.type);
  return {
    type: v.type,
    text: v.text,
    options: choice ? v.options.map((o) => ({ ...(o._id ? { _id: o._id } : {}), text: { bn: o.bn, en: o.en } })) : [],
    correctOptions: choice ? (v.type === 'multiple' ? v.correctOptions : v.correctOptions.slice(0, 1)) : [],
    partialCredit: v.type === 'multiple' && v.partialCredit,
    numericAnswer: v.type === 'numeric' ? figure(v.numericAnswer, null) : null,
    tolerance: v.type === 'numeric' ? figure(v.tolerance, 0) : 0,
    acceptedAnswers:
      v.type === 'short_text'
        ? v.acceptedAnswers
            .split('\n')
            .map((a) => a.trim())
            .filter(Boolean)
        : [],
    explanation: v.explanation,
    points: figure(v.points, Number.NaN),
    tags: v.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
  };
}

/** Correct positions after the option at `removed` is taken out. */
export const withoutOption = (correct: number[], removed: number) =>
  correct.filter((i) => i !== removed).map((i) => (i > removed ? i - 1 : i));
