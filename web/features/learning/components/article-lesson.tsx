import { useTranslation } from '#web/i18n/react.tsx';
import { htmlToText } from '#shared/html-text.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import type { Language } from '#shared/bilingual.ts';
import { Resources, type ResourceLink } from './lesson-tabs.tsx';

/** An article lesson (issue 37): its rich text and resources where a video lesson has its player. */
export function ArticleLesson({
  html,
  lang,
  links,
}: {
  html: string;
  /** When the text came in the other language than the reader's. */
  lang?: Language | undefined;
  links: readonly ResourceLink[];
}) {
  const { t } = useTranslation('learning');
  return (
    <article
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-7 dark:border-slate-800 dark:bg-slate-900"
      data-testid="article-lesson"
    >
      {htmlToText(html) ? (
        <RichText
          html={html}
          lang={lang}
          className="text-base leading-relaxed text-slate-800 dark:text-slate-200 [&_a]:text-brand-700 [&_a]:underline [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:font-bold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:list-disc"
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('article.empty')}</p>
      )}
      {links.length > 0 && (
        <section aria-labelledby="article-resources">
          <h3 id="article-resources" className="mb-2 font-bold text-slate-900 dark:text-white">
            {t('tabs.resources')}
          </h3>
          <Resources links={links} />
        </section>
      )}
    </article>
  );
}
