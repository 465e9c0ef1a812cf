import { useTranslation } from '#web/i18n/react.tsx';
import { FaCheck } from 'react-icons/fa';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { PrivacyCard } from '#shared/content/pages.ts';
import { privacyPageQuery, usePrivacyPage } from '#web/api/pages.ts';
import { pageTitle, usePageHead } from '#web/lib/head.tsx';
import { pageLoader } from '#web/lib/page-data.ts';
import { PageHeader, PageHeaderSkeleton, pageTitleClass } from './components/page-header.tsx';
import { PRIVACY_ICON_COMPONENTS, resolvePrivacyIcon } from '#web/components/content/privacy-icons.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { richTextClass, unwrapSingleParagraph } from './components/rich-text-style.ts';
import { useScrollToTopOnChange } from './components/use-scroll-to-top.ts';

export const loader = pageLoader(({ load }) => load(privacyPageQuery()));

/** /privacy (learner-side §2): rich-text title and subtitle, cards with an icon and bullet items, footer text. */
export function PrivacyPage() {
  const { t } = useTranslation('content');
  const privacy = usePrivacyPage();
  usePageHead(privacy.data ? { title: pageTitle(privacy.data.title), description: privacy.data.subtitle } : null);
  useScrollToTopOnChange();

  if (privacy.isPending) return <PrivacySkeleton />;
  if (privacy.isError) return <QueryError message={t('privacy.loadError')} onRetry={() => void privacy.refetch()} />;

  const page = privacy.data;
  return (
    <article>
      <PageHeader
        title={<RichText as="h1" html={unwrapSingleParagraph(page.title)} className={pageTitleClass} />}
        subtitle={<RichText html={page.subtitle} className={richTextClass} />}
      />
      <Container className="pb-20">
        <ul className="mx-auto grid max-w-5xl grid-cols-1 gap-6 md:grid-cols-2">
          {page.cards.map((card, index) => (
            <PolicyCard key={`${card.title}-${index}`} card={card} />
          ))}
        </ul>
        {page.footerText.trim() !== '' && (
          <BengaliAwareText
            as="p"
            text={page.footerText}
            className="mx-auto mt-12 max-w-3xl rounded-2xl bg-brand-50 px-6 py-5 text-center text-slate-700 dark:bg-slate-900 dark:text-slate-300"
          />
        )}
      </Container>
    </article>
  );
}

function PolicyCard({ card }: { card: PrivacyCard }) {
  const name = resolvePrivacyIcon(card.icon);
  const Icon = PRIVACY_ICON_COMPONENTS[name];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-4">
        <span
          data-testid="privacy-icon"
          data-icon={name}
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-2xl text-brand-600 dark:bg-brand-500/15 dark:text-brand-100"
        >
          <Icon aria-hidden="true" />
        </span>
        <BengaliAwareText as="h2" text={card.title} className="text-xl font-semibold text-slate-900 dark:text-white" />
      </div>
      <ul className="mt-5 space-y-3">
        {card.items.map((item, index) => (
          <li key={index} className="flex gap-3 text-slate-700 dark:text-slate-300">
            <FaCheck aria-hidden="true" className="mt-1.5 shrink-0 text-sm text-emerald-500" />
            <BengaliAwareText text={item} className="leading-relaxed" />
          </li>
        ))}
      </ul>
    </li>
  );
}

function PrivacySkeleton() {
  return (
    <div aria-busy="true">
      <PageHeaderSkeleton />
      <Container className="pb-20">
        <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-56 rounded-2xl" />
          ))}
        </div>
      </Container>
    </div>
  );
}
