import { Dialog } from 'radix-ui';

export function ViewHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mb-6 text-center">
      <Dialog.Title className="text-2xl font-bold text-slate-900 dark:text-white">{title}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">{subtitle}</Dialog.Description>
    </div>
  );
}

export function ViewSwitch({ question, action, onClick }: { question?: string; action: string; onClick: () => void }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
      {question}{' '}
      <button
        type="button"
        onClick={onClick}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-400"
      >
        {action}
      </button>
    </p>
  );
}
