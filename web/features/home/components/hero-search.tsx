import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaSearch } from 'react-icons/fa';
import { useNavigate } from 'react-router';
import { cn } from '#web/components/ui/cn.ts';
import { hasBengali } from '#shared/text.ts';
import { useCourseSuggestions } from '#web/api/catalogue.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';

/** How long the learner pauses before the suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;

/**
 * The hero search: sends the trimmed text to /courses?title=…; blank text does nothing (learner-side §2 Home).
 * As the learner types it suggests course names (a combobox: arrow keys move, Enter opens the course, Escape
 * closes the list); a request still running when the text changes is cancelled.
 */
export function HeroSearch({ placeholder, className }: { placeholder: string; className?: string }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const query = useDebouncedValue(text.trim(), SUGGEST_DELAY_MS);
  const suggestions = useCourseSuggestions(query);
  const items = text.trim().length >= 2 ? (suggestions.data ?? []) : [];
  const expanded = open && items.length > 0;

  const openCourse = (id: string) => {
    setOpen(false);
    void navigate(`/course/${id}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded ? items[active] : undefined;
    if (chosen) return openCourse(chosen._id);
    const title = text.trim();
    if (title === '') return;
    void navigate(`/courses?title=${encodeURIComponent(title)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // The text itself (-1) sits between the last suggestion and the first.
      setActive((i) => {
        if (!expanded) return step > 0 ? 0 : items.length - 1;
        const next = i + step;
        return next >= items.length ? -1 : next < -1 ? items.length - 1 : next;
      });
    }
  };
  const activeIndex = active >= items.length ? -1 : active;

  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className={cn(
        'relative flex w-full max-w-xl items-center gap-2 rounded-full border border-slate-200 bg-white p-1.5 pl-4 shadow-lg shadow-brand-600/5',
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
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
      <ul
        id={listId}
        role="listbox"
        aria-label={t('hero.suggestions')}
        hidden={!expanded}
        // From 1024 px the box sits at the foot of the hero, near the bottom of the screen (1280×800): the list opens
        // upward there, into the hero's own space (CSS alone: the home page's JavaScript stays as it is).
        className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white py-1 text-left shadow-xl lg:top-auto lg:bottom-full lg:mt-0 lg:mb-2 dark:border-slate-700 dark:bg-slate-900"
      >
        {items.map((item, index) => (
          <li
            key={item._id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            // Keeps the focus in the input, so the click lands before the list closes.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openCourse(item._id)}
            onMouseEnter={() => setActive(index)}
            className={cn(
              'cursor-pointer truncate px-4 py-2.5 text-sm text-slate-800 dark:text-slate-100',
              index === activeIndex && 'bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-white',
              hasBengali(item.name) && 'font-bengali',
            )}
          >
            {item.name}
          </li>
        ))}
      </ul>
    </form>
  );
}
