import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/**
 * A labelled textarea with a submit button. `emptyMessage` is shown (and nothing sent) when the trimmed text is
 * empty; `onSubmit` resolves true when the text was accepted, and the box then clears.
 */
export function TextBox({
  id,
  label,
  submitLabel,
  emptyMessage,
  isPending,
  onSubmit,
  rows = 3,
  children,
}: {
  id: string;
  label: string;
  submitLabel: string;
  emptyMessage: string;
  isPending: boolean;
  onSubmit: (text: string) => Promise<boolean>;
  rows?: number;
  children?: React.ReactNode;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) {
          setError(emptyMessage);
          return;
        }
        setError('');
        void onSubmit(text.trim()).then((ok) => ok && setText(''));
      }}
      className="space-y-2"
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {children}
      <textarea
        id={id}
        rows={rows}
        value={text}
        maxLength={2000}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
        className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 focus:outline-2 focus:outline-brand-500 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" isLoading={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
