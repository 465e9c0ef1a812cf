import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaExternalLinkAlt } from 'react-icons/fa';
import { htmlToText } from '#shared/html-text.ts';
import { cn } from '#web/components/ui/cn.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { fallbackLang } from '#web/lib/fallback-lang.ts';
import type { Language } from '#shared/bilingual.ts';

/** On mobile the description offers Show more past this many characters, and resources show this many first. */
export const DESCRIPTION_PREVIEW_CHARS = 160;
export const MOBILE_RESOURCES = 4;

const TABS = ['info', 'resources', 'announcement', 'reviews'] as const;

/** A resource link; `lang` when its title came in the other language than the reader's. */
export interface ResourceLink {
  title: string;
  url: string;
  lang?: Language | undefined;
}

/** The four tabs of the learning page (learner-side §2): Course Info, Resources, Announcement, Reviews. */
export function LessonTabs({
  omit = [],
  description,
  links,
  announcement,
  fallbacks,
  reviews,
}: {
  /** Tabs whose content the lesson already shows (an article's text and resources). */
  omit?: readonly (typeof TABS)[number][];
  description: string;
  links: readonly ResourceLink[];
  announcement: string | null | undefined;
  /** The lesson's texts that came in the other language: they are marked with its `lang`. */
  fallbacks?: Readonly<Record<string, Language>> | undefined;
  reviews: ReactNode;
}) {
  const { t } = useTranslation('learning');
  const shown = TABS.filter((tab) => !omit.includes(tab));
  return (
    <Tabs.Root
      key={shown.join()}
      defaultValue={shown[0]}
      className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <Tabs.List
        aria-label={t('tabs.label')}
        className="flex overflow-x-auto border-b border-slate-200 dark:border-slate-800"
      >
        {shown.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            className="flex-1 border-b-2 border-transparent px-1.5 py-3 text-xs font-semibold sm:flex-none sm:px-4 sm:text-sm sm:whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:text-white"
          >
            {t(`tabs.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {shown.includes('info') && (
        <Tabs.Content value="info" className="p-5 focus-visible:outline-2 focus-visible:outline-brand-500">
          <Description html={description} lang={fallbackLang(fallbacks, 'description')} />
        </Tabs.Content>
      )}
      {shown.includes('resources') && (
        <Tabs.Content value="resources" className="p-5 focus-visible:outline-2 focus-visible:outline-brand-500">
          <Resources links={links} />
        </Tabs.Content>
      )}
      <Tabs.Content value="announcement" className="p-5 focus-visible:outline-2 focus-visible:outline-brand-500">
        {announcement?.trim() ? (
          <RichText
            html={announcement}
            lang={fallbackLang(fallbacks, 'announcement')}
            className="text-sm text-slate-700 dark:text-slate-300 [&_a]:text-brand-700 [&_a]:underline [&_p]:mb-2"
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('announcementEmpty')}</p>
        )}
      </Tabs.Content>
      <Tabs.Content value="reviews" className="space-y-8 p-5 focus-visible:outline-2 focus-visible:outline-brand-500">
        {reviews}
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** Full rich text from md up; on mobile plain text cut at 160 characters with Show more / Show less. */
export function Description({ html, lang }: { html: string; lang?: Language | undefined }) {
  const { t } = useTranslation('learning');
  const [open, setOpen] = useState(false);
  const text = htmlToText(html);
  if (!text) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('descriptionEmpty')}</p>;
  const long = text.length > DESCRIPTION_PREVIEW_CHARS;
  return (
    <>
      <RichText
        html={html}
        lang={lang}
        className={cn(
          'text-sm text-slate-700 dark:text-slate-300 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_p]:mb-2 [&_ul]:list-disc',
          long && !open && 'hidden md:block',
        )}
      />
      {long && !open && (
        <p className="text-sm text-slate-700 md:hidden dark:text-slate-300" data-testid="description-short" lang={lang}>
          {`${text.slice(0, DESCRIPTION_PREVIEW_CHARS).trimEnd()}…`}
        </p>
      )}
      {long && (
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          className="mt-2 text-sm font-semibold text-brand-700 hover:underline md:hidden dark:text-brand-100"
        >
          {open ? t('showLess') : t('showMore')}
        </button>
      )}
    </>
  );
}

/** Lesson resources; on mobile the first 4, then Show more. */
export function Resources({ links }: { links: readonly ResourceLink[] }) {
  const { t } = useTranslation('learning');
  const [open, setOpen] = useState(false);
  if (links.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('resourcesEmpty')}</p>;
  return (
    <>
      <ul className="grid gap-2 sm:grid-cols-2">
        {links.map((link, i) => (
          <li
            key={`${link.url}-${i}`}
            className={cn(!open && i >= MOBILE_RESOURCES && 'hidden md:block')}
            data-testid="resource"
          >
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm text-brand-700 hover:bg-brand-50 dark:border-slate-700 dark:text-brand-100 dark:hover:bg-slate-800"
            >
              <FaExternalLinkAlt aria-hidden="true" className="shrink-0 text-xs" />
              <span className="truncate" lang={link.title ? link.lang : undefined}>
                {link.title || link.url}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {links.length > MOBILE_RESOURCES && (
        <button
          type="button"
          onClick={() => setOpen((v) => !v)}
          aria-expanded={open}
          className="mt-3 text-sm font-semibold text-brand-700 hover:underline md:hidden dark:text-brand-100"
        >
          {open ? t('showLess') : t('showMore')}
        </button>
      )}
    </>
  );
}
