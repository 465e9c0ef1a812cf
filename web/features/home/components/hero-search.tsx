import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FaSearch } from 'react-icons/fa';
import { useNavigate } from 'react-router';
import { cn } from '#web/components/ui/cn.ts';
import { hasBengali } from '#shared/text.ts';

/** The hero search: sends the trimmed text to /courses?title=…; blank text does nothing (learner-side §2 Home). */
export function HeroSearch({ placeholder, className }: { placeholder: string; className?: string }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = text.trim();
    if (title === '') return;
    void navigate(`/courses?title=${encodeURIComponent(title)}`);
  };

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className={cn(
        'flex w-full max-w-xl items-center gap-2 rounded-full border border-slate-200 bg-white p-1.5 pl-4 shadow-lg shadow-brand-600/5',
        'focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/15',
        'dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/20',
        className,
      )}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('hero.searchLabel')}
      </label>
      <FaSearch aria-hidden="true" className="shrink-0 text-slate-400" />
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
        className={cn(
          'min-w-0 flex-1 bg-transparent py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none sm:text-base',
          'dark:text-slate-100 dark:placeholder:text-slate-400',
          (hasBengali(text) || hasBengali(placeholder)) && 'font-bengali',
        )}
      />
      <button
        type="submit"
        className={cn(
          'shrink-0 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-700 sm:px-6 sm:py-2.5',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        )}
      >
        {t('hero.searchButton')}
      </button>
    </form>
  );
}
