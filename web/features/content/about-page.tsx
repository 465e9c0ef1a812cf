import { useTranslation } from '#web/i18n/react.tsx';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { AboutFeature } from '#shared/content/pages.ts';
import { aboutPageQuery, useAboutPage } from '#web/api/pages.ts';
import { pageTitle, usePageHead } from '#web/lib/head.tsx';
import { pageLoader } from '#web/lib/page-data.ts';
import { ABOUT_ICON_COMPONENTS, resolveAboutIcon } from '#web/components/content/about-icons.ts';
import { PageHeader, PageHeaderSkeleton, pageTitleClass } from './components/page-header.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { richTextClass } from './components/rich-text-style.ts';

export const loader = pageLoader(({ load }) => load(aboutPageQuery()));

/** /about (learner-side §2): title, subtitle, mission (rich text) and feature cards. */
export function AboutPage() {
  const { t } = useTranslation('content');
  const about = useAboutPage();
  usePageHead(about.data ? { title: pageTitle(about.data.title), description: about.data.subtitle } : null);

  if (about.isPending) return <AboutSkeleton />;
  if (about.isError) return <QueryError message={t('about.loadError')} onRetry={() => void about.refetch()} />;

  const page = about.data;
  return (
    <article>
      <PageHeader
        title={<BengaliAwareText as="h1" text={page.title} className={pageTitleClass} />}
        subtitle={<BengaliAwareText as="p" text={page.subtitle} />}
      />
      <Container className="pb-20">
        <section aria-labelledby="about-mission" className="mx-auto max-w-3xl">
          <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="about-mission" className="text-2xl font-bold text-slate-900 dark:text-white">
              {t('about.missionHeading')}
            </h2>
            <RichText
              html={page.mission}
              className={cn(
                'mt-4 text-base leading-relaxed text-slate-700 sm:text-lg dark:text-slate-300',
                richTextClass,
              )}
            />
          </div>
        </section>
        {page.features.length > 0 && (
          <section aria-labelledby="about-features" className="mt-16">
            <h2
              id="about-features"
              className="text-center text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white"
            >
              {t('about.featuresHeading')}
            </h2>
            <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {page.features.map((feature, index) => (
                <FeatureCard key={`${feature.title}-${index}`} feature={feature} />
              ))}
            </ul>
          </section>
        )}
      </Container>
    </article>
  );
}

function FeatureCard({ feature }: { feature: AboutFeature }) {
  const name = resolveAboutIcon(feature.icon);
  const Icon = ABOUT_ICON_COMPONENTS[name];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <span
        data-testid="feature-icon"
        data-icon={name}
        className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-2xl text-brand-600 dark:bg-brand-500/15 dark:text-brand-100"
      >
        <Icon aria-hidden="true" />
      </span>
      <BengaliAwareText
        as="h3"
        text={feature.title}
        className="mt-4 text-lg font-semibold text-slate-900 dark:text-white"
      />
      <BengaliAwareText as="p" text={feature.desc} className="mt-2 text-slate-600 dark:text-slate-400" />
    </li>
  );
}

function AboutSkeleton() {
  return (
    <div aria-busy="true">
      <PageHeaderSkeleton />
      <Container className="pb-20">
        <Skeleton className="mx-auto h-48 max-w-3xl rounded-3xl" />
        <div className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 rounded-2xl" />
          ))}
        </div>
      </Container>
    </div>
  );
}
