import { cn } from '../cn.ts';

/**
 * The look of a text input, select and textarea, without a width (give one: `cn(inputBase, 'w-20')`); an
 * invalid control (aria-invalid, set by the field) gets a red border.
 */
export const inputBase = cn(
  'block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/40',
  'dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:aria-[invalid=true]:border-red-500',
);

/** The same, full width (the usual field). */
export const inputClass = cn(inputBase, 'w-full');

/** The learner pages' roomier look (sign-in, profile): a larger touch target on the page's own card colour. */
export const roomyInputClass = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm outline-none',
  'placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-500/40',
  'dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:disabled:bg-slate-800/60 dark:disabled:text-slate-400',
);
