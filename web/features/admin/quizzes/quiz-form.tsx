import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { HiArrowDown, HiArrowUp, HiPlus, HiTrash } from 'react-icons/hi';
import type { AdminQuestion } from '#shared/learning/questions.ts';
import { SHOW_ANSWERS } from '#shared/learning/quizzes.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '#web/components/ui/form/control-class.ts';
import { errorAt, FieldShell, FormField, InputField, useFieldMessage } from '#web/components/ui/form/form-field.tsx';
import { useFormText } from '#web/components/ui/form/form-text.ts';
import { moveItem } from '../courses/wizard/wizard-state.ts';
import { questionLine } from './question-bank-page.tsx';
import { matchingCount, type QuizFormValues } from './quiz-form-state.ts';

type Values = QuizFormValues;

/**
 * The fixed questions of a quiz in their order: added from the bank with a select and a button, moved with Move up
 * and Move down (no dragging needed, WCAG 2.5.7), removed; focus stays on the moved question's buttons.
 */
function FixedQuestions({ bank }: { bank: readonly AdminQuestion[] }) {
  const { t, i18n } = useTranslation('admin-quizzes');
  const { watch, setValue } = useFormContext<Values>();
  const { errors } = useFormState<Values>({ name: ['questionIds', 'questionCount'] });
  const text = useFormText();
  const message = text(errorAt(errors, 'questionIds') ?? errorAt(errors, 'questionCount'), t('quiz.fixedList'));
  const ids = watch('questionIds');
  const [picked, setPicked] = useState('');
  const [status, setStatus] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ qid: string; way: 'up' | 'down' } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();
  // a moved question keeps the focus on its button (or on the other one once it reaches an end)
  useEffect(() => {
    if (!focusAfterMove) return;
    const buttons = (way: string) =>
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.qid}-${way}"]`);
    const wanted = buttons(focusAfterMove.way);
    (wanted && !wanted.disabled ? wanted : buttons(focusAfterMove.way === 'up' ? 'down' : 'up'))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, ids]);
  const byId = new Map(bank.map((q) => [q._id, q]));
  const line = (qid: string) => {
    const q = byId.get(qid);
    return q ? questionLine(q, i18n.language) : qid;
  };
  const left = bank.filter((q) => !ids.includes(q._id));
  const set = (next: string[]) => setValue('questionIds', next, { shouldDirty: true, shouldValidate: false });
  const move = (from: number, to: number) => {
    set(moveItem(ids, from, to));
    setFocusAfterMove({ qid: ids[from]!, way: to < from ? 'up' : 'down' });
    setStatus(t('quiz.moved', { text: line(ids[from]!), n: to + 1, count: ids.length }));
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t('quiz.fixedList')}</legend>
      {ids.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('quiz.noneChosen')}</p>
      ) : (
        <ol ref={list} className="space-y-2">
          {ids.map((qid, index) => {
            const label = line(qid);
            return (
              <li
                key={qid}
                className="flex items-center gap-2 rounded-lg border border-slate-200 p-2 text-sm dark:border-slate-800"
              >
                <span className="w-6 shrink-0 text-right text-slate-500 tabular-nums">{index + 1}.</span>
                <span className="min-w-0 flex-1 break-words">{label}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={index === 0}
                  data-move={`${qid}-up`}
                  aria-label={t('quiz.moveUp', { text: label })}
                  onClick={() => move(index, index - 1)}
                >
                  <HiArrowUp aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  disabled={index === ids.length - 1}
                  data-move={`${qid}-down`}
                  aria-label={t('quiz.moveDown', { text: label })}
                  onClick={() => move(index, index + 1)}
                >
                  <HiArrowDown aria-hidden="true" className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('quiz.removeQuestion', { text: label })}
                  onClick={() => {
                    set(ids.filter((x) => x !== qid));
                    setStatus(t('quiz.removed', { text: label }));
                  }}
                >
                  <HiTrash aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <p className="sr-only" aria-live="polite">
        {status}
      </p>
      {message && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {message}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <FieldShell id={`${id}-pick`} label={t('quiz.pick')} className="min-w-0 flex-1">
          {(control) => (
            <select {...control} className={inputClass} value={picked} onChange={(e) => setPicked(e.target.value)}>
              <option value="">{t('quiz.pickNone')}</option>
              {left.map((q) => (
                <option key={q._id} value={q._id}>
                  {questionLine(q, i18n.language)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <Button
          variant="outline"
          disabled={!picked}
          onClick={() => {
            set([...ids, picked]);
            setStatus(t('quiz.added', { text: line(picked) }));
            setPicked('');
          }}
        >
          <HiPlus aria-hidden="true" className="h-4 w-4" />
          {t('quiz.addQuestion')}
        </Button>
      </div>
    </fieldset>
  );
}

/** A random draw: how many, from which tags (any of them; none: the whole bank), and how many the bank has. */
function RandomDraw({ bank, tags }: { bank: readonly AdminQuestion[]; tags: readonly string[] }) {
  const { t } = useTranslation('admin-quizzes');
  const { register, watch } = useFormContext<Values>();
  const chosen = watch('tags');
  const tagMessage = useFieldMessage<Values>('tags', t('quiz.tags'));
  return (
    <div className="space-y-3">
      <InputField<Values>
        name="questionCount"
        label={t('quiz.questionCount')}
        hint={t('quiz.matching', { count: matchingCount(bank, chosen) })}
        inputMode="numeric"
        required
      />
      {tags.length > 0 && (
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">{t('quiz.tags')}</legend>
          <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">{t('quiz.tagsHint')}</p>
          <div className="flex flex-wrap gap-3">
            {tags.map((tag) => (
              <label key={tag} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={tag} className="h-4 w-4 accent-brand-600" {...register('tags')} />
                {tag}
              </label>
            ))}
          </div>
          {tagMessage && (
            <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
              {tagMessage}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}

/**
 * Every setting of a quiz (shared/learning/quizzes.ts) inside the dialog's `<Form>`: its title, fixed questions or
 * N at random from tags, shuffling, time limit, attempts, pass mark, negative marking, when answers are shown and
 * its window. Native controls only, so all of it works from the keyboard.
 */
export function QuizForm({
  bank,
  tags,
  isSaving,
  submitLabel,
  onCancel,
}: {
  bank: readonly AdminQuestion[];
  tags: readonly string[];
  isSaving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-quizzes', 'admin']);
  const { register, watch } = useFormContext<Values>();
  const source = watch('source');
  return (
    <div className="space-y-5">
      <InputField<Values> name="title" label={t('quiz.title')} required autoComplete="off" />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t('quiz.source')}</legend>
        <div className="flex flex-wrap gap-4">
          {(['random', 'fixed'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input type="radio" value={value} className="h-4 w-4 accent-brand-600" {...register('source')} />
              {t(`quiz.sources.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {source === 'fixed' ? <FixedQuestions bank={bank} /> : <RandomDraw bank={bank} tags={tags} />}
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('shuffle')} />
        {t('quiz.shuffle')}
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField<Values>
          name="timeLimitMinutes"
          label={t('quiz.timeLimit')}
          hint={t('quiz.timeLimitHint')}
          inputMode="numeric"
        />
        <InputField<Values>
          name="attemptsAllowed"
          label={t('quiz.attempts')}
          hint={t('quiz.attemptsHint')}
          inputMode="numeric"
        />
        <InputField<Values> name="passPercent" label={t('quiz.passPercent')} inputMode="decimal" required />
        <InputField<Values>
          name="negativeMark"
          label={t('quiz.negativeMark')}
          hint={t('quiz.negativeMarkHint')}
          inputMode="decimal"
        />
        <FormField<Values> name="showAnswers" label={t('quiz.showAnswers')} required>
          {(control) => (
            <select {...control} className={inputClass} {...register('showAnswers')}>
              {SHOW_ANSWERS.map((value) => (
                <option key={value} value={value}>
                  {t(`quiz.show.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div />
        <FormField<Values> name="opensAt" label={t('quiz.opensAt')} hint={t('quiz.opensAtHint')}>
          {(control) => <input {...control} type="datetime-local" className={inputClass} {...register('opensAt')} />}
        </FormField>
        <FormField<Values> name="closesAt" label={t('quiz.closesAt')} hint={t('quiz.closesAtHint')}>
          {(control) => <input {...control} type="datetime-local" className={inputClass} {...register('closesAt')} />}
        </FormField>
      </div>
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          {t('admin:cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {isSaving ? t('admin:saving') : submitLabel}
        </Button>
      </div>
    </div>
  );
}
