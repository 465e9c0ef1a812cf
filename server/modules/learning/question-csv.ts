import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { parseDigits } from '#shared/digits.ts';
import { hasBengali } from '#shared/text.ts';
import {
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_MESSAGES,
  QUESTION_IMPORT_MAX_ROWS,
  QUESTION_TYPES,
  QuestionBodySchema,
  TRUE_FALSE_OPTIONS,
  type ImportError,
  type QuestionType,
} from '#shared/learning/questions.ts';
import { htmlToText } from '#shared/html-text.ts';
import { buildQuestion, type QuestionValues } from './question-rules.ts';
import type { QuestionRow } from './questions.repository.ts';

/**
 * The question bank's CSV (issue 37's contract): UTF-8 (a byte-order mark is allowed), a header naming the columns
 * type,text_bn,text_en,options,correct,explanation,points,tags, one row a question. `options`, `correct` and `tags`
 * hold items separated by `|`; `correct` holds option numbers from 1, the number (numeric, `12.5±0.1` with a
 * tolerance), or the accepted answers (short text). Parsing is csv-parse's (RFC 4180 quoting, line breaks in
 * quoted cells); the rows' rules are the form's (question-rules.ts).
 */

const CSV_MESSAGES = QUESTION_CSV_MESSAGES;

const split = (cell: string) =>
  cell
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean);

/** One language's text goes where its script says (Bengali letters: bn). */
const byScript = (text: string) => (hasBengali(text) ? { bn: text, en: '' } : { bn: '', en: text });

/** A leading ' that the export put before = + - @ (so a spreadsheet reads text, not a formula) is taken off. */
const undefuse = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

function trueFalseIndex(cell: string): number | null {
  const value = cell.trim().toLowerCase();
  if (['1', '১', 'true', 'সত্য'].includes(value)) return 0;
  if (['2', '২', 'false', 'মিথ্যা'].includes(value)) return 1;
  return null;
}

/** A numeric key: `12.5`, `১২.৫`, `12.5±0.1` or `12.5+-0.1`. */
function numericKey(cell: string): { value: number; tolerance: number } | null {
  const [valueText, toleranceText] = cell.split(/±|\+-/);
  const value = parseDigits(valueText ?? '');
  const tolerance = toleranceText === undefined ? 0 : parseDigits(toleranceText);
  if (value === null || tolerance === null || tolerance < 0) return null;
  return { value, tolerance };
}

type Row = Record<(typeof QUESTION_CSV_COLUMNS)[number], string>;

function rowQuestion(row: Row): { ok: true; value: QuestionValues } | { ok: false; message: string } {
  const type = row.type.trim().toLowerCase() as QuestionType;
  if (!QUESTION_TYPES.includes(type)) return { ok: false, message: CSV_MESSAGES.type };
  const points = row.points.trim() === '' ? 1 : parseDigits(row.points);
  if (points === null || points <= 0) return { ok: false, message: CSV_MESSAGES.points };
  const options = split(undefuse(row.options)).map((text) => ({ text: byScript(text) }));
  let correctOptions: number[] = [];
  let numericAnswer: number | null = null;
  let tolerance = 0;
  let acceptedAnswers: string[] = [];
  if (type === 'numeric') {
    const key = numericKey(row.correct);
    if (!key) return { ok: false, message: CSV_MESSAGES.number };
    ({ value: numericAnswer, tolerance } = key);
  } else if (type === 'short_text') {
    acceptedAnswers = split(undefuse(row.correct));
  } else if (type === 'true_false' && options.length === 0) {
    const index = trueFalseIndex(row.correct);
    if (index === null) return { ok: false, message: CSV_MESSAGES.trueFalse };
    correctOptions = [index];
  } else {
    const numbers = split(row.correct).map((n) => parseDigits(n));
    if (numbers.length === 0 || numbers.some((n) => n === null || !Number.isInteger(n) || n < 1))
      return { ok: false, message: CSV_MESSAGES.optionNumber };
    correctOptions = numbers.map((n) => n! - 1);
  }
  const parsed = QuestionBodySchema.safeParse({
    type,
    text: { bn: undefuse(row.text_bn), en: undefuse(row.text_en) },
    options,
    correctOptions,
    numericAnswer,
    tolerance,
    acceptedAnswers,
    explanation: byScript(undefuse(row.explanation)),
    points,
    tags: split(undefuse(row.tags)),
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid question' };
  return buildQuestion(parsed.data);
}

/**
 * Reads a whole file: every question, or every bad row with its reason (row 1 is the header; a row is a record,
 * however many lines its quoted cells span). Nothing is imported unless every row is good.
 */
export function parseQuestionsCsv(
  text: string,
): { ok: true; questions: QuestionValues[] } | { ok: false; errors: ImportError[] } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false });
  } catch (err) {
    const line = err instanceof CsvError ? Number((err as CsvError & { lines?: number }).lines ?? 1) : 1;
    return { ok: false, errors: [{ row: line, message: CSV_MESSAGES.notCsv }] };
  }
  const [header, ...rows] = records;
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  if (names.length !== QUESTION_CSV_COLUMNS.length || QUESTION_CSV_COLUMNS.some((c) => !names.includes(c)))
    return { ok: false, errors: [{ row: 1, message: CSV_MESSAGES.header }] };
  if (rows.length === 0) return { ok: false, errors: [{ row: 1, message: CSV_MESSAGES.empty }] };
  if (rows.length > QUESTION_IMPORT_MAX_ROWS) return { ok: false, errors: [{ row: 1, message: CSV_MESSAGES.tooMany }] };
  const errors: ImportError[] = [];
  const questions: QuestionValues[] = [];
  rows.forEach((cells, i) => {
    const row = Object.fromEntries(names.map((name, c) => [name, cells[c] ?? ''])) as Row;
    if (cells.length !== names.length) {
      errors.push({ row: i + 2, message: CSV_MESSAGES.cells });
      return;
    }
    const built = rowQuestion(row);
    if (built.ok) questions.push(built.value);
    else errors.push({ row: i + 2, message: built.message });
  });
  return errors.length ? { ok: false, errors } : { ok: true, questions };
}

/** A text cell a spreadsheet would read as a formula gets a leading ' (taken off again on import). */
const defuse = (cell: string) => (/^[=+\-@]/.test(cell) ? `'${cell}` : cell);
const one = (text: { bn: string; en: string }) => text.bn || text.en;

/** The bank as CSV, in the import's format (with a byte-order mark, so spreadsheets read the Bengali as UTF-8). */
export function questionsCsv(rows: readonly QuestionRow[]): string {
  const lines = rows.map((q) => {
    const key = q.key;
    // True/false with its default options is written as the import reads it: no options, correct 1 or 2.
    const defaults =
      q.type === 'true_false' &&
      q.options.every((o, i) => o.text.bn === TRUE_FALSE_OPTIONS[i]?.bn && o.text.en === TRUE_FALSE_OPTIONS[i]?.en);
    const options = defaults ? [] : q.options.map((o) => one(o.text));
    const correct =
      key.kind === 'options'
        ? key.optionIds.map((id) => q.options.findIndex((o) => o.id === id) + 1).join('|')
        : key.kind === 'numeric'
          ? key.tolerance
            ? `${key.value}±${key.tolerance}`
            : String(key.value)
          : defuse(key.accepted.join('|'));
    return [
      q.type,
      defuse(q.text.bn),
      defuse(q.text.en),
      defuse(options.join('|')),
      correct,
      defuse(one(q.explanation)),
      String(q.points),
      defuse(q.tags.join('|')),
    ];
  });
  return `\uFEFF${stringify([[...QUESTION_CSV_COLUMNS], ...lines], { record_delimiter: '\r\n' })}`;
}

/** A question's text for a list or a CSV of results: plain, in one language. */
export const questionLabel = (row: Pick<QuestionRow, 'text'>) => htmlToText(one(row.text));
