import { Accordion } from 'radix-ui';
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
import { useLayout } from '#web/api/content.ts';
import { PageHeader, PageHeaderSkeleton, pageTitleClass } from './components/page-header.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { looksLikeHtml, richTextClass } from './components/rich-text-style.ts';

/** /faq (learner-side §2): the FAQ header and an accordion with one answer open at a time. */
export function FaqPage() {
  const { t } = useTranslation('content');
  const faq = useLayout('FAQ');

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
            <Accordion.Root type="single" collapsible className="space-y-3">
              {faq.data.faq.map((item) => (
                <FaqEntry key={item._id} item={item} />
              ))}
            </Accordion.Root>
          )}
        </div>
      </Container>
    </article>
  );
}

function FaqEntry({ item }: { item: FaqItem }) {
  return (
    <Accordion.Item
      value={item._id}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm data-[state=open]:border-brand-200 dark:border-slate-800 dark:bg-slate-900 dark:data-[state=open]:border-brand-500/40"
    >
      <Accordion.Header asChild>
        <h2>
          <Accordion.Trigger
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
          </Accordion.Trigger>
        </h2>
      </Accordion.Header>
      <Accordion.Content className="px-5 pb-5 text-slate-700 sm:px-6 dark:text-slate-300">
        {looksLikeHtml(item.answer) ? (
          <RichText html={item.answer} className={cn('leading-relaxed', richTextClass)} />
        ) : (
          <BengaliAwareText as="p" text={item.answer} className="leading-relaxed whitespace-pre-line" />
        )}
      </Accordion.Content>
    </Accordion.Item>
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
