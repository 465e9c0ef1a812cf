import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { TFunction } from '#web/i18n/translator.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaBookOpen, FaChevronLeft, FaChevronRight, FaFilter, FaSearch, FaTimes } from 'react-icons/fa';
import { Link } from 'react-router';
import { useLatestSearchParams } from '#web/lib/search-params.ts';
import { DEFAULT_COURSES_SECTION } from '#shared/content/layout-defaults.ts';
import {
  COURSE_MIN_RATINGS,
  COURSE_PRICE_FILTERS,
  COURSE_SORTS,
  LIST_LANGUAGES,
  LIST_LEVELS,
} from '#shared/catalogue/list-options.ts';
import { hasBengali } from '#shared/text.ts';
import { CourseCard, CourseCardSkeleton } from '#web/components/course/course-card.tsx';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { courseListQuery, useCourseList } from '#web/api/catalogue.ts';
import { layoutQuery, useLayout } from '#web/api/content.ts';
import { pageTitle, usePageHead } from '#web/lib/head.tsx';
import { pageLoader } from '#web/lib/page-data.ts';
import {
  FILTER_KEYS,
  hasFilters,
  listQueryOf,
  pageWindow,
  readCatalogueState,
  writeCatalogueState,
  type CatalogueState,
  type FilterKey,
} from './catalogue-query.ts';

const fieldClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/** The section's texts and the page of courses the URL asks for (the categories are the shell's). */
export const loader = pageLoader(({ load, url }) =>
  Promise.all([load(layoutQuery('Courses')), load(courseListQuery(listQueryOf(readCatalogueState(url.searchParams))))]),
);

/**
 * /courses: the Courses layout's title and subtitle, a search box, the sort and the filters (category, level,
 * language, price, minimum rating; folded behind a Filters button on a phone), the active filters as chips, the
 * result count, a page of course cards and numbered pages. Every choice lives in the URL (catalogue-query.ts).
 */
export function CoursesPage() {
  const { t } = useTranslation('catalogue');
  const [params, setParams] = useLatestSearchParams();
  const state = readCatalogueState(params);
  const layout = useLayout('Courses');
  const categories = useLayout('Categories').data?.categories ?? [];
  const courses = useCourseList(listQueryOf(state));
  const section = layout.data?.courses;
  usePageHead(
    layout.data
      ? {
          title: pageTitle(section?.pageTitle.trim() || DEFAULT_COURSES_SECTION.pageTitle),
          description: section?.pageSubTitle.trim() || DEFAULT_COURSES_SECTION.pageSubTitle,
        }
      : null,
  );
  const filtered = hasFilters(state);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  /** A new URL for a change; any change but the page goes back to page 1. */
  const update = (change: Partial<CatalogueState>) =>
    setParams((latest) => writeCatalogueState({ ...readCatalogueState(latest), page: 1, ...change }));
  const clearAll = () =>
    setParams((latest) =>
      writeCatalogueState({ title: '', category: '', page: 1, sort: readCatalogueState(latest).sort }),
    );
  const hrefOf = (page: number) => `?${writeCatalogueState({ ...state, page }).toString()}`;

  const chips = FILTER_KEYS.filter((key) => state[key] !== undefined && state[key] !== '').map((key) => ({
    key,
    label: chipLabel(key, state, t),
  }));

  return (
    <div>
      <header className="bg-gradient-to-b from-brand-50 to-white py-10 sm:py-14 dark:from-slate-900 dark:to-slate-950">
        <Container>
          <div className="mx-auto max-w-3xl text-center">
            {layout.isPending ? (
              <div className="flex flex-col items-center gap-4" aria-hidden="true">
                <Skeleton className="h-12 w-2/3" />
                <Skeleton className="h-5 w-full" />
              </div>
            ) : (
              <>
                <BengaliAwareText
                  as="h1"
                  text={section?.pageTitle.trim() || DEFAULT_COURSES_SECTION.pageTitle}
                  className="text-3xl leading-[1.3]! font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white"
                />
                {section?.pageSubTitle.trim() && (
                  <BengaliAwareText
                    as="p"
                    text={section.pageSubTitle}
                    className="mt-4 text-base text-pretty text-slate-600 sm:text-lg dark:text-slate-300"
                  />
                )}
              </>
            )}
            <SearchBox key={state.title} initial={state.title} onSearch={(title) => update({ title })} />
          </div>
        </Container>
      </header>
      <Container className="pb-20">
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-700 sm:hidden dark:border-slate-700 dark:text-slate-200"
          >
            <FaFilter aria-hidden="true" className="text-xs" />
            {chips.length ? t('list.filtersCount', { count: chips.length }) : t('list.filters')}
          </button>
          <label className="ml-auto flex min-w-0 items-center gap-2 text-sm text-slate-600 sm:order-last dark:text-slate-300">
            <span className="shrink-0">{t('list.sortLabel')}</span>
            <select
              className={cn(fieldClass, 'w-auto')}
              value={state.sort ?? (state.title ? 'relevance' : 'newest')}
              onChange={(event) => update({ sort: event.target.value as CatalogueState['sort'] })}
            >
              {COURSE_SORTS.filter((sort) => sort !== 'relevance' || state.title).map((sort) => (
                <option key={sort} value={sort}>
                  {t(`list.sort.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <div
            id={filtersId}
            role="group"
            aria-label={t('list.filters')}
            className={cn(
              'grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:flex-1 sm:flex-wrap',
              !filtersOpen && 'max-sm:hidden',
            )}
          >
            <Filter label={t('list.categoryFilter')} className="col-span-2 sm:w-48">
              <select
                className={fieldClass}
                value={state.category}
                onChange={(event) => update({ category: event.target.value })}
              >
                <option value="">{t('list.allCategories')}</option>
                {state.category && !categories.some((c) => c.title === state.category) && (
                  <option value={state.category}>{state.category}</option>
                )}
                {categories.map((c) => (
                  <option key={c._id} value={c.title}>
                    {c.title}
                  </option>
                ))}
              </select>
            </Filter>
            <Filter label={t('list.levelFilter')}>
              <select
                className={fieldClass}
                value={state.level ?? ''}
                onChange={(event) => update({ level: (event.target.value || undefined) as CatalogueState['level'] })}
              >
                <option value="">{t('list.any')}</option>
                {LIST_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {t(`level.${level}`)}
                  </option>
                ))}
              </select>
            </Filter>
            <Filter label={t('list.languageFilter')}>
              <select
                className={fieldClass}
                value={state.language ?? ''}
                onChange={(event) =>
                  update({ language: (event.target.value || undefined) as CatalogueState['language'] })
                }
              >
                <option value="">{t('list.any')}</option>
                {LIST_LANGUAGES.map((language) => (
                  <option key={language} value={language}>
                    {t(`language.${language}`)}
                  </option>
                ))}
              </select>
            </Filter>
            <Filter label={t('list.priceFilter')}>
              <select
                className={fieldClass}
                value={state.price ?? ''}
                onChange={(event) => update({ price: (event.target.value || undefined) as CatalogueState['price'] })}
              >
                <option value="">{t('list.any')}</option>
                {COURSE_PRICE_FILTERS.map((price) => (
                  <option key={price} value={price}>
                    {t(`list.price.${price}`)}
                  </option>
                ))}
              </select>
            </Filter>
            <Filter label={t('list.ratingFilter')}>
              <select
                className={fieldClass}
                value={state.minRating === undefined ? '' : String(state.minRating)}
                onChange={(event) => update({ minRating: event.target.value ? Number(event.target.value) : undefined })}
              >
                <option value="">{t('list.any')}</option>
                {COURSE_MIN_RATINGS.map((rating) => (
                  <option key={rating} value={String(rating)}>
                    {t('list.minRating', { rating })}
                  </option>
                ))}
              </select>
            </Filter>
          </div>
        </div>
        {chips.length > 0 && (
          <ul
            aria-label={t('list.activeFilters')}
            className="mt-4 flex flex-wrap items-center gap-2"
            data-testid="courses-filter"
          >
            {chips.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  onClick={() =>
                    update({ [chip.key]: chip.key === 'title' || chip.key === 'category' ? '' : undefined })
                  }
                  aria-label={t('list.removeFilter', { name: chip.label })}
                  className={cn(
                    'inline-flex items-center gap-2 rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-brand-500/30 dark:bg-slate-900 dark:text-brand-100',
                    hasBengali(chip.label) && 'font-bengali',
                  )}
                >
                  {chip.label}
                  <FaTimes aria-hidden="true" className="text-xs" />
                </button>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={clearAll}
                className="rounded-full px-3 py-1 text-sm font-medium text-slate-600 underline-offset-2 hover:underline dark:text-slate-300"
              >
                {t('list.clearFilters')}
              </button>
            </li>
          </ul>
        )}
        <div className="mt-6">
          {courses.isPending ? (
            <ul
              className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
              aria-busy="true"
              aria-label={t('list.loading')}
            >
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i}>
                  <CourseCardSkeleton />
                </li>
              ))}
            </ul>
          ) : courses.isError ? (
            <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
              <p className="text-slate-700 dark:text-slate-200">{t('list.loadError')}</p>
              <Button variant="outline" onClick={() => void courses.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : courses.data.pagination.totalItems === 0 ? (
            <EmptyState
              icon={<FaBookOpen />}
              titleAs="h2"
              title={t(filtered ? 'list.noMatchTitle' : 'list.emptyTitle')}
              line={t(filtered ? 'list.noMatchLine' : 'list.emptyLine')}
              action={
                filtered ? (
                  <Button variant="outline" onClick={clearAll}>
                    {t('list.clearFilters')}
                  </Button>
                ) : undefined
              }
              className="rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-900/40"
            />
          ) : (
            <>
              <h2 className="sr-only">{t('list.heading')}</h2>
              <p
                className="mb-6 text-sm text-slate-600 dark:text-slate-400"
                aria-live="polite"
                data-testid="courses-count"
              >
                {t('list.count', { count: courses.data.pagination.totalItems })}
              </p>
              <ul
                className={cn(
                  'grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3',
                  courses.isPlaceholderData && 'opacity-60',
                )}
                aria-busy={courses.isPlaceholderData}
              >
                {courses.data.courses.map((course, index) => (
                  <li key={course._id}>
                    <CourseCard course={course} priority={index === 0} />
                  </li>
                ))}
              </ul>
              <Pages
                current={courses.data.pagination.currentPage}
                total={courses.data.pagination.totalPages}
                hrefOf={hrefOf}
              />
            </>
          )}
        </div>
      </Container>
    </div>
  );
}

function chipLabel(key: FilterKey, state: CatalogueState, t: TFunction): string {
  switch (key) {
    case 'title':
      return `${t('list.titleFilter')}: “${state.title}”`;
    case 'category':
      return state.category;
    case 'level':
      return t(`level.${state.level}`);
    case 'language':
      return t(`language.${state.language}`);
    case 'price':
      return t(`list.price.${state.price}`);
    case 'minRating':
      return t('list.minRating', { rating: state.minRating });
  }
}

function Filter({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <label
      className={cn('flex flex-col gap-1 text-xs font-medium text-slate-600 sm:w-36 dark:text-slate-300', className)}
    >
      {label}
      {children}
    </label>
  );
}

/** The search box; it sends on Enter or the button (the page re-mounts it with the URL's text after back/forward). */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (title: string) => void }) {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState(initial);
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form
      role="search"
      onSubmit={onSubmit}
      className="mx-auto mt-8 flex max-w-xl items-center gap-2 rounded-full border border-slate-200 bg-white p-1.5 pl-4 shadow-sm focus-within:border-brand-500 focus-within:ring-4 focus-within:ring-brand-500/15 dark:border-slate-700 dark:bg-slate-900"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('list.searchLabel')}
      </label>
      <FaSearch aria-hidden="true" className="shrink-0 text-slate-400" />
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('list.searchPlaceholder')}
        enterKeyHint="search"
        className={cn(
          'min-w-0 flex-1 bg-transparent py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:outline-none sm:text-base dark:text-slate-100 dark:placeholder:text-slate-400',
          hasBengali(text) && 'font-bengali',
        )}
      />
      <button
        type="submit"
        className="shrink-0 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-6"
      >
        {t('list.searchButton')}
      </button>
    </form>
  );
}

/** Numbered pages with Previous and Next, as links (each page has its own URL). */
function Pages({ current, total, hrefOf }: { current: number; total: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation('catalogue');
  if (total <= 1) return null;
  const step = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-medium';
  const idle =
    'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800';
  return (
    <nav aria-label={t('list.pagination')} className="mt-10 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {current > 1 ? (
            <Link to={hrefOf(current - 1)} className={cn(step, idle)} rel="prev">
              <FaChevronLeft aria-hidden="true" className="text-xs" />
              <span className="max-sm:sr-only">{t('list.previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(current, total).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefOf(page)}
                aria-label={t('list.page', { page })}
                aria-current={page === current ? 'page' : undefined}
                className={cn(step, page === current ? 'border-brand-600 bg-brand-600 text-white' : idle)}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <Link to={hrefOf(current + 1)} className={cn(step, idle)} rel="next">
              <span className="max-sm:sr-only">{t('list.next')}</span>
              <FaChevronRight aria-hidden="true" className="text-xs" />
            </Link>
          ) : null}
        </li>
      </ul>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('list.pageOf', { page: current, total })}</p>
    </nav>
  );
}
