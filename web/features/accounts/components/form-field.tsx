import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { MESSAGES } from '#shared/accounts.ts';
import { cn } from '#web/components/ui/cn.ts';

const KEY_OF_MESSAGE = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, key]));

/** The schema's (English) message in the reader's language; an unknown message is shown as is. */
export function useValidationText() {
  const { t } = useTranslation('accounts');
  return (message?: string) => {
    if (!message) return undefined;
    const key = KEY_OF_MESSAGE.get(message);
    return key ? t(`validation.${key}`, { defaultValue: message }) : message;
  };
}

/** A labelled input with its error under it (announced, and tied to the input by aria-describedby). */
export const FormField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }
>(function FormField({ label, error, className, ...input }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none placeholder:text-slate-400 focus:ring-2 dark:bg-slate-800 dark:text-slate-100',
          error
            ? 'border-red-500 focus:ring-red-500/40'
            : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500/30 dark:border-slate-600',
        )}
        {...input}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
});
