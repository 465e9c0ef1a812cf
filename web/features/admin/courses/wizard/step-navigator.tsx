import { useTranslation } from '#web/i18n/react.tsx';
import { HiCheck } from 'react-icons/hi';
import { toast } from 'sonner';
import { cn } from '#web/components/ui/cn.ts';
import { checkNavigation } from './wizard-checks.ts';
import type { StepProps } from './wizard-types.ts';

export const STEP_KEYS = ['information', 'options', 'content', 'preview'] as const;

/** The four steps; back is always allowed, forward only when every earlier step's check passes (admin-side §4). */
export function StepNavigator({ state, dispatch }: StepProps) {
  const { t } = useTranslation('admin-courses');
  const go = (target: number) => {
    const message = checkNavigation(state, target);
    if (message) toast.error(message);
    else dispatch({ type: 'goTo', step: target });
  };
  return (
    <nav aria-label={t('wizard.stepsLabel')} className="mb-6">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STEP_KEYS.map((key, index) => {
          const isCurrent = index === state.step;
          const isDone = index < state.step;
          return (
            <li key={key}>
              <button
                type="button"
                onClick={() => go(index)}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex w-full items-center gap-2 rounded-xl border px-3 py-2 text-left text-sm font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  isCurrent
                    ? 'border-brand-600 bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-500'
                    : 'border-slate-200 text-slate-700 hover:bg-slate-50 dark:border-slate-800 dark:text-slate-300 dark:hover:bg-slate-800',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold',
                    isDone
                      ? 'bg-emerald-600 text-white'
                      : isCurrent
                        ? 'bg-brand-600 text-white'
                        : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
                  )}
                >
                  {isDone ? <HiCheck className="h-4 w-4" /> : index + 1}
                </span>
                <span>{t(`steps.${key}`)}</span>
                {isDone && <span className="sr-only">{t('wizard.completed')}</span>}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
