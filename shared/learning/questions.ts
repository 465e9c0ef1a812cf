import { z } from 'zod';
import { type Bilingual, isBlank, toBilingual } from '../bilingual.ts';
import { BilingualSchema, bilingualInput } from '../bilingual-schemas.ts';

/**
 * The question bank of a course (issue 37): five question types, texts in Bengali and/or English, the key, an
 * explanation shown after grading, points and tags. Admin reads carry the key; nothing a learner reads before
 * grading does (shared/learning/attempts.ts).
 */
export const QUESTION_TYPES = ['single', 'multiple', 'true_false', 'numeric', 'short_text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const CHOICE_TYPES: readonly QuestionType[] = ['single', 'multiple', 'true_false'];
export const isChoice = (type: QuestionType) => CHOICE_TYPES.includes(type);

export const QUESTION_LIMITS = {
  text: 20_000,
  option: 1000,
  options: 10,
  accepted: 20,
  tag: 60,
  tags: 20,
  pointsMax: 1000,
} as const;

export const QUESTION_MESSAGES = {
  type: 'Question type must be single, multiple, true_false, numeric or short_text',
  textRequired: 'Question text is required (in Bengali or English)',
  optionsRequired: 'A choice question needs at least two options',
  optionsTooMany: `A question has at most ${QUESTION_LIMITS.options} options`,
  optionEmpty: 'An option cannot be empty',
  trueFalseOptions: 'A true/false question has exactly two options',
  correctRequired: 'Choose the correct option',
  singleOneCorrect: 'A single-choice question has exactly one correct option',
  correctOutOfRange: 'A correct option must be one of the options',
  numericRequired: 'Enter the correct number',
  toleranceNegative: 'Tolerance cannot be negative',
  acceptedRequired: 'Enter at least one accepted answer',
  pointsPositive: 'Points must be more than 0',
  pointsMax: `Points must be at most ${QUESTION_LIMITS.pointsMax}`,
  tagTooLong: `A tag has at most ${QUESTION_LIMITS.tag} characters`,
  tagsTooMany: `A question has at most ${QUESTION_LIMITS.tags} tags`,
  notFound: 'Question not found',
  created: 'Question saved',
  updated: 'Question updated',
  deleted: 'Question deleted',
  inUse: 'This question is part of a quiz; remove it from the quiz first',
} as const;

const tagList = z
  .array(z.string().trim().max(QUESTION_LIMITS.tag, QUESTION_MESSAGES.tagTooLong))
  .max(QUESTION_LIMITS.tags, QUESTION_MESSAGES.tagsTooMany)
  .default([]);

/** A question as an admin writes it. Options are plain text; `correctOptions` are their positions, from 0. */
export const QuestionBodySchema = z.object({
  type: z.enum(QUESTION_TYPES, { error: QUESTION_MESSAGES.type }),
  text: bilingualInput('Question text', QUESTION_LIMITS.text),
  options: z
    .array(
      z.object({
        _id: z.uuid('Invalid option id').optional().describe('keep an option (and answers given to it) when editing'),
        text: bilingualInput('Option', QUESTION_LIMITS.option),
      }),
    )
    .max(QUESTION_LIMITS.options, QUESTION_MESSAGES.optionsTooMany)
    .default([]),
  correctOptions: z.array(z.number().int().min(0)).default([]).describe('positions of the correct options, from 0'),
  partialCredit: z
    .boolean()
    .default(false)
    .describe('multiple choice: a share of the points for a partly right answer'),
  numericAnswer: z.number({ error: QUESTION_MESSAGES.numericRequired }).nullish(),
  tolerance: z.number().min(0, QUESTION_MESSAGES.toleranceNegative).default(0),
  acceptedAnswers: z
    .array(z.string().trim().max(QUESTION_LIMITS.option))
    .max(QUESTION_LIMITS.accepted)
    .default([])
    .describe('short text: the answers counted right (compared after NFC, ignoring case and spacing)'),
  explanation: bilingualInput('Explanation', QUESTION_LIMITS.text).default(''),
  points: z
    .number({ error: QUESTION_MESSAGES.pointsPositive })
    .gt(0, QUESTION_MESSAGES.pointsPositive)
    .max(QUESTION_LIMITS.pointsMax, QUESTION_MESSAGES.pointsMax)
    .default(1),
  tags: tagList,
});
export type QuestionBody = z.input<typeof QuestionBodySchema>;
export type QuestionBodyParsed = z.output<typeof QuestionBodySchema>;

/** The two options of a true/false question when none are given. */
export const TRUE_FALSE_OPTIONS: readonly Bilingual[] = [
  { bn: 'সত্য', en: 'True' },
  { bn: 'মিথ্যা', en: 'False' },
];

/** A rule of a question's type that it breaks, and the field it is about. */
export interface QuestionProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The rules of each question type beyond the schema's bounds, in the order the server reports them: the form checks
 * them before sending (QuestionFormSchema), and the server's buildQuestion for the form and for every CSV row.
 */
export function questionProblem(body: QuestionBodyParsed): QuestionProblem | null {
  const at = (path: QuestionProblem['path'], message: string) => ({ path, message });
  if (isBlank(toBilingual(body.text))) return at(['text'], QUESTION_MESSAGES.textRequired);
  if (body.type === 'numeric')
    return body.numericAnswer === null || body.numericAnswer === undefined
      ? at(['numericAnswer'], QUESTION_MESSAGES.numericRequired)
      : null;
  if (body.type === 'short_text')
    return body.acceptedAnswers.some((a) => a.trim() !== '')
      ? null
      : at(['acceptedAnswers'], QUESTION_MESSAGES.acceptedRequired);
  const options =
    body.type === 'true_false' && body.options.length === 0
      ? TRUE_FALSE_OPTIONS
      : body.options.map((o) => toBilingual(o.text));
  const empty = options.findIndex(isBlank);
  if (empty >= 0) return at(['options', empty, 'text'], QUESTION_MESSAGES.optionEmpty);
  if (body.type === 'true_false' && options.length !== 2) return at(['options'], QUESTION_MESSAGES.trueFalseOptions);
  if (options.length < 2) return at(['options'], QUESTION_MESSAGES.optionsRequired);
  const correct = new Set(body.correctOptions);
  if (correct.size === 0) return at(['correctOptions'], QUESTION_MESSAGES.correctRequired);
  if ([...correct].some((i) => i >= options.length)) return at(['correctOptions'], QUESTION_MESSAGES.correctOutOfRange);
  if (body.type !== 'multiple' && correct.size !== 1) return at(['correctOptions'], QUESTION_MESSAGES.singleOneCorrect);
  return null;
}

/** What the question form checks: the body's schema and its type's rules (the server checks both again). */
export const QuestionFormSchema = QuestionBodySchema.superRefine((body, ctx) => {
  const problem = questionProblem(body);
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
});

export const BankOptionSchema = z.object({ _id: z.string(), text: BilingualSchema });

/** A question with its key, as admins read it. */
export const AdminQuestionSchema = z.object({
  _id: z.string(),
  type: z.enum(QUESTION_TYPES),
  text: BilingualSchema.describe('HTML'),
  options: z.array(BankOptionSchema),
  correctOptions: z.array(z.number().int()),
  partialCredit: z.boolean(),
  numericAnswer: z.number().nullable(),
  tolerance: z.number(),
  acceptedAnswers: z.array(z.string()),
  explanation: BilingualSchema.describe('HTML'),
  points: z.number(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;

export const QuestionListQuerySchema = z.object({
  tag: z.string().trim().max(QUESTION_LIMITS.tag).optional().describe('only questions with this tag'),
});

/** One bad row of a CSV import: its line in the file (the header is row 1) and why. */
export const ImportErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export type ImportError = z.infer<typeof ImportErrorSchema>;

/** The CSV columns of an import and an export, in order (issue 37's contract). */
export const QUESTION_CSV_COLUMNS = [
  'type',
  'text_bn',
  'text_en',
  'options',
  'correct',
  'explanation',
  'points',
  'tags',
] as const;

/** A CSV file may hold this many questions at most. */
export const QUESTION_IMPORT_MAX_ROWS = 5000;

/**
 * Why a row of an imported file is refused (server/modules/learning/question-csv.ts). Fixed sentences, so the web app
 * shows each in the reader's language from `forms:messages.questionCsv`.
 */
export const QUESTION_CSV_MESSAGES = {
  notCsv: 'This file is not valid CSV: check the quotes from this row on',
  header: `The first row must name the columns ${QUESTION_CSV_COLUMNS.join(',')}`,
  empty: 'The file has no questions',
  tooMany: `A file may hold at most ${QUESTION_IMPORT_MAX_ROWS} questions`,
  cells: `The row must have ${QUESTION_CSV_COLUMNS.length} cells, one for each column`,
  type: `type must be one of ${QUESTION_TYPES.join(', ')}`,
  optionNumber: 'correct must hold option numbers from 1 (separated by |)',
  number: 'correct must be a number (Bengali or Latin digits), optionally with ±tolerance',
  points: 'points must be a number more than 0',
  trueFalse: 'correct must be 1 or 2 (or true / false)',
} as const;

/** Normalised tags: trimmed, NFC, spaces collapsed, no empties, no repeats (case-insensitively). */
export function normaliseTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.normalize('NFC').replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}
