import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { parseDigits } from '#shared/digits.ts';
import type { AnswerValue, AttemptQuestion } from '#shared/learning/attempts.ts';
import { useLanguage, useTranslation } from '#web/i18n/react.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { formatNumber } from '#shared/numbers.ts';

/** A typed answer is saved once the learner pauses typing this long (or leaves the field). */
export const TYPING_PAUSE_MS = 700;

/**
 * One question of an attempt: radios (single choice, true/false), checkboxes (multiple choice) or a text field
 * (numeric: Bengali or Latin digits; short text). Native controls, so the keyboard works as everywhere: Tab between
 * questions, arrows between a question's options, Space to tick.
 */
export function QuestionField({
  question,
  index,
  value,
  disabled,
  note,
  onAnswer,
}: {
  question: AttemptQuestion;
  index: number;
  value: AnswerValue | null | undefined;
  disabled: boolean;
  /** A line under the question (an answer the server refused). */
  note?: string;
  onAnswer: (value: AnswerValue | null) => void;
}) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const textId = useId();
  const noteId = useId();
  const chosen = Array.isArray(value) ? value : [];
  const multiple = question.type === 'multiple';
  return (
    <li
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="quiz-question"
    >
      <fieldset aria-labelledby={textId} aria-describedby={note ? noteId : undefined} disabled={disabled}>
        <div id={textId} className="mb-3 flex gap-2 text-slate-900 dark:text-white">
          <span className="shrink-0 font-bold">{formatNumber(index + 1, language)}.</span>
          <RichText html={question.text} className="min-w-0 flex-1 [&_img]:h-auto [&_img]:max-w-full [&_p]:mb-1" />
          <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
            {t('quiz.points', { count: question.points, points: formatNumber(question.points, language) })}
          </span>
        </div>
        {multiple && <p className="mb-2 text-xs text-slate-600 dark:text-slate-400">{t('quiz.chooseAll')}</p>}
        {question.type === 'numeric' || question.type === 'short_text' ? (
          <TypedAnswer
            numeric={question.type === 'numeric'}
            value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
            labelledBy={textId}
            onAnswer={onAnswer}
          />
        ) : (
          <div className="grid gap-2">
            {question.options.map((option) => {
              const checked = chosen.includes(option._id);
              return (
                <label
                  key={option._id}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                    checked
                      ? 'border-brand-600 bg-brand-50 text-brand-900 dark:bg-brand-900/40 dark:text-white'
                      : 'border-slate-200 text-slate-800 dark:border-slate-700 dark:text-slate-200',
                    option.lang === 'bn' && 'font-bengali',
                  )}
                  lang={option.lang}
                >
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`question-${question._id}`}
                    value={option._id}
                    checked={checked}
                    onChange={(e) => {
                      if (!multiple) onAnswer([option._id]);
                      else
                        onAnswer(e.target.checked ? [...chosen, option._id] : chosen.filter((id) => id !== option._id));
                    }}
                    className="size-4 shrink-0 accent-brand-600"
                  />
                  <span>{option.text}</span>
                </label>
              );
            })}
            {chosen.length > 0 && !disabled && (
              <button
                type="button"
                onClick={() => onAnswer(null)}
                className="justify-self-start text-xs font-semibold text-brand-700 hover:underline dark:text-brand-100"
              >
                {t('quiz.clear')}
              </button>
            )}
          </div>
        )}
        {note && (
          <p id={noteId} role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
            {note}
          </p>
        )}
      </fieldset>
    </li>
  );
}

/** A typed answer, saved when the learner pauses or leaves the field; a numeric one must read as a number. */
function TypedAnswer({
  numeric,
  value,
  labelledBy,
  onAnswer,
}: {
  numeric: boolean;
  value: string;
  labelledBy: string;
  onAnswer: (value: AnswerValue | null) => void;
}) {
  const { t } = useTranslation('learning');
  const errorId = useId();
  const [text, setText] = useState(value);
  // An answer arriving from elsewhere (what a previous page left unsent) shows, unless the learner is typing.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (text === seen) setText(value);
  }
  const sent = useRef(value);
  const invalid = numeric && text.trim() !== '' && parseDigits(text) === null;
  const send = (current: string) => {
    if (current === sent.current) return;
    if (numeric && current.trim() !== '' && parseDigits(current) === null) return;
    sent.current = current;
    onAnswer(current.trim() === '' ? null : current);
  };
  const sendLater = useEffectEvent(send);
  useEffect(() => {
    const timer = window.setTimeout(() => sendLater(text), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return (
    <div>
      <input
        type="text"
        inputMode={numeric ? 'decimal' : 'text'}
        autoComplete="off"
        maxLength={numeric ? 40 : 1000}
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => send(text)}
        placeholder={numeric ? t('quiz.numberPlaceholder') : t('quiz.textPlaceholder')}
        className="w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
        data-testid="typed-answer"
      />
      {invalid && (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {t('quiz.notANumber')}
        </p>
      )}
    </div>
  );
}
