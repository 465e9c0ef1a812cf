import { useEffect, useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  COMPLETION_RULE_MESSAGES,
  CompletionRuleBodySchema,
  DEFAULT_LESSON_PERCENT,
} from '#shared/learning/progress.ts';
import { useCompletionRule, useCourseQuizzes, useSaveCompletionRule } from '#web/api/question-bank.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useFormText } from '#web/components/ui/form/form-text.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatNumber } from '#shared/numbers.ts';
import { inputClass } from '../../ui/form-controls.tsx';

/**
 * The course's completion rule in the wizard (issue 33): the share of lessons to complete (default 100 %) and the
 * quizzes to pass, each at its own pass mark. Saved on its own, like a quiz's settings; checked again by the server.
 * A course not saved yet has no quizzes, so the rule waits for it.
 */
export function CompletionRuleEditor({ courseId }: { courseId: string | undefined }) {
  const { t } = useTranslation('admin-courses');
  const id = useId();
  if (!courseId)
    return (
      <Panel legend={t('completion.legend')}>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('completion.newCourse')}</p>
      </Panel>
    );
  return <RuleForm courseId={courseId} id={id} />;
}

function Panel({ id, legend, children }: { id?: string; legend: string; children: ReactNode }) {
  return (
    <fieldset
      aria-describedby={id ? `${id}-hint` : undefined}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="completion-rule"
    >
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">{legend}</legend>
      {children}
    </fieldset>
  );
}

function RuleForm({ courseId, id }: { courseId: string; id: string }) {
  const { t, i18n } = useTranslation('admin-courses');
  const text = useFormText();
  const rule = useCompletionRule(courseId);
  const quizzes = useCourseQuizzes(courseId);
  const save = useSaveCompletionRule(courseId, { errorToast: false });
  const [percent, setPercent] = useState(String(DEFAULT_LESSON_PERCENT));
  const [required, setRequired] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!rule.data) return;
    setPercent(String(rule.data.lessonPercent));
    setRequired(rule.data.requiredQuizLessonIds);
  }, [rule.data]);

  const submit = () => {
    const parsed = CompletionRuleBodySchema.safeParse({
      lessonPercent: percent.trim() === '' ? NaN : Number(percent),
      requiredQuizLessonIds: required,
    });
    if (!parsed.success) {
      setError(COMPLETION_RULE_MESSAGES.lessonPercent);
      return;
    }
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => toast.success(text(COMPLETION_RULE_MESSAGES.saved)),
      onError: (e) => setError(e instanceof ApiError ? e.message : t('completion.loadError')),
    });
  };

  return (
    <Panel id={id} legend={t('completion.legend')}>
      <p id={`${id}-hint`} className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {t('completion.hint')}
      </p>
      {rule.isError || quizzes.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {t('completion.loadError')}
        </p>
      ) : rule.isPending || quizzes.isPending ? (
        <div aria-busy="true" className="h-24 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
      ) : (
        <div className="space-y-4">
          <div>
            <label
              htmlFor={`${id}-percent`}
              className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              {t('completion.percent')}
            </label>
            <input
              id={`${id}-percent`}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              className={`${inputClass} max-w-32`}
              value={percent}
              aria-invalid={error === COMPLETION_RULE_MESSAGES.lessonPercent || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setPercent(e.target.value)}
            />
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-800 dark:text-slate-200">
              {t('completion.quizzes')}
            </legend>
            {quizzes.data.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('completion.noQuizzes')}</p>
            ) : (
              <ul className="space-y-2">
                {quizzes.data.map((quiz) => (
                  <li key={quiz.lessonId}>
                    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800 dark:text-slate-200">
                      <input
                        type="checkbox"
                        className="h-4 w-4 accent-brand-600"
                        checked={required.includes(quiz.lessonId)}
                        onChange={(e) =>
                          setRequired((ids) =>
                            e.target.checked ? [...ids, quiz.lessonId] : ids.filter((x) => x !== quiz.lessonId),
                          )
                        }
                      />
                      {t('completion.quizPass', {
                        title: quiz.title,
                        percent: formatNumber(quiz.passPercent, i18n.language),
                      })}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
              {text(error)}
            </p>
          )}
          <Button size="sm" onClick={submit} isLoading={save.isPending}>
            {t('completion.save')}
          </Button>
        </div>
      )}
    </Panel>
  );
}
