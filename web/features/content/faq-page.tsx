import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaChevronDown, FaRegQuestionCircle } from 'react-icons/fa';
import { DEFAULT_FAQ_HEADER } from '#shared/content/layout-defaults.ts';
import type { FaqItem } from '#shared/content/layout.ts';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { layoutQuery, useLayout } from '#web/api/content.ts';
import { pageTitle, usePageHead } from '#web/lib/head.tsx';
import { pageLoader } from '#web/lib/page-data.ts';
import { PageHeader, PageHeaderSkeleton, pageTitleClass } from './components/page-header.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { looksLikeHtml, richTextClass } from './components/rich-text-style.ts';

export const loader = pageLoader(({ load }) => load(layoutQuery('FAQ')));

/** /faq (learner-side §2): the FAQ header and an accordion with one answer open at a time. */
export function FaqPage() {
  const { t } = useTranslation('content');
  const faq = useLayout('FAQ');
  const faqHeader = faq.data?.faqHeader;
  usePageHead(
    faqHeader
      ? { title: pageTitle(faqHeader.title.trim() || DEFAULT_FAQ_HEADER.title), description: faqHeader.subTitle }
      : null,
  );

  if (faq.isPending) return <FaqSkeleton />;
  if (faq.isError) return <QueryError message={t('faq.loadError')} onRetry={() => void faq.refetch()} />;

  const header = faq.data.faqHeader;
  const title = header.title.trim() || DEFAULT_FAQ_HEADER.title;
  return (
    <article>
      <PageHeader
        title={<BengaliAwareText as="h1" text={title} className={pageTitleClass} />}
        subtitle={header.subTitle.trim() ? <BengaliAwareText as="p" text={header.subTitle} /> : undefined}
      />
      <Container className="pb-20">
        <div className="mx-auto max-w-3xl">
          {faq.data.faq.length === 0 ? (
            <EmptyState icon={<FaRegQuestionCircle />} title={t('faq.emptyTitle')} line={t('faq.emptyLine')} />
          ) : (
            <FaqList items={faq.data.faq} />
          )}
        </div>
      </Container>
    </article>
  );
}

/**
 * The accordion (WAI-ARIA's pattern: a heading holding a button that says whether its answer is open): one answer open
 * at a time, a second press closes it. A few lines of our own instead of a library's accordion, whose code was
 * most of the page's JavaScript (issue 12's budget).
 */
function FaqList({ items }: { items: readonly FaqItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      {items.map((item) => (
        <FaqEntry
          key={item._id}
          item={item}
          isOpen={openId === item._id}
          onToggle={() => setOpenId((current) => (current === item._id ? null : item._id))}
        />
      ))}
    </div>
  );
}

function FaqEntry({ item, isOpen, onToggle }: { item: FaqItem; isOpen: boolean; onToggle: () => void }) {
  const id = useId();
  const state = isOpen ? 'open' : 'closed';
  return (
    <div
      data-state={state}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm data-[state=open]:border-brand-200 dark:border-slate-800 dark:bg-slate-900 dark:data-[state=open]:border-brand-500/40"
    >
      <h2>
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={isOpen}
          aria-controls={`${id}-answer`}
          data-state={state}
          onClick={onToggle}
          className={cn(
            'group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 sm:px-6 sm:text-lg dark:text-white',
            'hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800/60',
          )}
        >
          <BengaliAwareText text={item.question} />
          <FaChevronDown
            aria-hidden="true"
            className="shrink-0 text-sm text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180 dark:text-slate-400"
          />
        </button>
      </h2>
      <div
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        hidden={!isOpen}
        className="px-5 pb-5 text-slate-700 sm:px-6 dark:text-slate-300"
      >
        {looksLikeHtml(item.answer) ? (
          <RichText html={item.answer} className={cn('leading-relaxed', richTextClass)} />
        ) : (
          <BengaliAwareText as="p" text={item.answer} className="leading-relaxed whitespace-pre-line" />
        )}
      </div>
    </div>
  );
}

function FaqSkeleton() {
  return (
    <div aria-busy="true">
      <PageHeaderSkeleton />
      <Container className="pb-20">
        <div className="mx-auto max-w-3xl space-y-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-16 rounded-2xl" />
          ))}
        </div>
      </Container>
    </div>
  );
}
