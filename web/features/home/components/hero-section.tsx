import { Suspense, useRef } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaArrowRight, FaChevronDown } from 'react-icons/fa';
import { DEFAULT_BANNER } from '#shared/content/layout-defaults.ts';
import type { Banner } from '#shared/content/layout.ts';
import { AdaptiveImage } from '#web/components/ui/adaptive-image.tsx';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { isLowEndDevice } from '#web/lib/device.ts';
import { lazyPart } from '#web/lib/lazy-part.tsx';
import { BOUNCE_KEYFRAMES, useRepeatingAnimation } from '#web/lib/use-repeating-animation.ts';
import { useLayout } from '#web/api/content.ts';
import { HeroSearch } from './hero-search.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';

// Drawn only when the admin has set no hero image, so most visitors never download it; the placeholder keeps its
// size, so nothing moves when it arrives.
const HeroIllustration = lazyPart(
  'features/home/components/hero-illustration.tsx',
  async () => (await import('./hero-illustration.tsx')).HeroIllustration,
);

export const COURSES_SECTION_ID = 'home-courses';

const TEXT_KEYS = [
  'title',
  'subTitle',
  'badgeText',
  'socialProofNumber',
  'socialProofText',
  'searchPlaceholder',
] as const;

/** A blank text falls back to its default, so the hero never shows an empty badge or placeholder. */
export function withBannerDefaults(banner: Partial<Banner> | undefined): Banner {
  const out: Banner = { ...DEFAULT_BANNER, ...banner };
  for (const key of TEXT_KEYS) {
    const value = banner?.[key];
    out[key] = typeof value === 'string' && value.trim() !== '' ? value : DEFAULT_BANNER[key];
  }
  return out;
}

const shell =
  'relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white dark:from-slate-900 dark:via-slate-950 dark:to-slate-950';

export function HeroSection() {
  const { t } = useTranslation('home');
  const banner = useLayout('Banner');
  if (banner.isPending) return <HeroSkeleton />;
  if (banner.isError) {
    return (
      <section className={cn(shell, 'py-32')}>
        <QueryError message={t('heroLoadError')} onRetry={() => void banner.refetch()} />
      </section>
    );
  }
  return <Hero banner={withBannerDefaults(banner.data.banner)} />;
}

export function Hero({ banner }: { banner: Banner }) {
  const { t } = useTranslation('home');
  const left = banner.heroTextLeftAlign;
  const imageUrl = banner.image?.url?.trim();

  return (
    <section aria-labelledby="hero-title" className={shell}>
      {/* blurred shapes cost a low-end phone paint time: hidden by the low-end class (CSS, so the server's HTML and
          the browser's first render stay the same) */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 [.low-end_&]:hidden">
        <div className="absolute -top-24 -left-24 h-72 w-72 rounded-full bg-brand-200/50 blur-3xl dark:bg-brand-600/20" />
        <div className="absolute top-40 -right-24 h-80 w-80 rounded-full bg-emerald-200/40 blur-3xl dark:bg-emerald-500/10" />
      </div>
      <Container className="grid grid-cols-1 items-center gap-12 pt-12 pb-10 sm:pt-16 lg:grid-cols-2 lg:gap-16 lg:pt-20">
        <div
          data-testid="hero-text"
          className={cn('flex flex-col', left ? 'items-start text-left' : 'items-center text-center')}
        >
          <BengaliAwareText
            text={banner.badgeText}
            className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-4 py-1.5 text-sm font-medium text-brand-700 shadow-sm dark:border-brand-500/30 dark:bg-slate-900/80 dark:text-brand-100"
          />
          <BengaliAwareText
            as="h1"
            text={banner.title}
            className="mt-6 text-4xl leading-[1.3]! font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          />
          <BengaliAwareText
            as="p"
            text={banner.subTitle}
            className="mt-5 max-w-xl text-lg text-pretty text-slate-600 dark:text-slate-300"
          />
          <div className={cn('mt-8 flex flex-wrap gap-3', left ? 'justify-start' : 'justify-center')}>
            <ButtonLink to="/courses" size="lg">
              {t('hero.startLearning')}
              <FaArrowRight aria-hidden="true" className="text-sm" />
            </ButtonLink>
            <ButtonLink to="/courses" size="lg" variant="outline" className="bg-white/70 dark:bg-slate-900/60">
              {t('hero.exploreCourses')}
            </ButtonLink>
          </div>
          <HeroSearch placeholder={banner.searchPlaceholder} className="mt-8" />
          <SocialProof number={banner.socialProofNumber} text={banner.socialProofText} />
        </div>
        <div className="relative mx-auto w-full max-w-xs sm:max-w-md lg:max-w-none">
          {imageUrl ? (
            <AdaptiveImage
              src={imageUrl}
              kind="banner"
              sizes="(min-width: 1024px) 600px, (min-width: 640px) 448px, 320px"
              alt={t('hero.imageAlt')}
              fetchPriority="high"
              decoding="async"
              className="aspect-[6/5] w-full rounded-3xl object-cover shadow-2xl shadow-brand-900/10 ring-1 ring-slate-900/5 dark:ring-white/10"
            />
          ) : (
            <Suspense fallback={<div className="aspect-[6/5] w-full" aria-hidden="true" />}>
              <HeroIllustration />
            </Suspense>
          )}
        </div>
      </Container>
      <div className="flex justify-center pb-8">
        <a
          href={`#${COURSES_SECTION_ID}`}
          onClick={(event) => {
            // Scroll here rather than changing the URL hash, which the router would treat as a navigation.
            const target = document.getElementById(COURSES_SECTION_ID);
            if (!target) return;
            event.preventDefault();
            target.scrollIntoView({ behavior: isLowEndDevice() ? 'auto' : 'smooth', block: 'start' });
            target.focus({ preventScroll: true });
          }}
          className="group flex flex-col items-center gap-1 rounded-lg px-3 py-1 text-sm font-medium text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:text-white"
        >
          {t('hero.scrollToExplore')}
          <BouncingChevron />
        </a>
      </div>
    </section>
  );
}

/** The cue's chevron bounces through the Web Animations API, not a CSS animation (web/lib/use-repeating-animation.ts). */
function BouncingChevron() {
  const ref = useRef<HTMLSpanElement>(null);
  useRepeatingAnimation(ref, BOUNCE_KEYFRAMES, 1000);
  return (
    <span ref={ref} className="inline-block" data-testid="scroll-cue-chevron">
      <FaChevronDown aria-hidden="true" />
    </span>
  );
}

const AVATAR_COLOURS = ['bg-brand-500', 'bg-emerald-500', 'bg-amber-500', 'bg-pink-500'];

function SocialProof({ number, text }: { number: string; text: string }) {
  return (
    <div className="mt-8 flex items-center gap-3" data-testid="social-proof">
      <div aria-hidden="true" className="flex -space-x-2">
        {AVATAR_COLOURS.map((colour) => (
          <span
            key={colour}
            className={cn('h-9 w-9 rounded-full border-2 border-white dark:border-slate-950', colour)}
          />
        ))}
      </div>
      <p className="text-left text-sm text-slate-600 dark:text-slate-300">
        <BengaliAwareText text={number} className="block text-lg font-bold text-slate-900 dark:text-white" />
        <BengaliAwareText text={text} />
      </p>
    </div>
  );
}

function HeroSkeleton() {
  return (
    <section aria-busy="true" className={shell}>
      <Container className="grid grid-cols-1 items-center gap-12 pt-12 pb-16 sm:pt-16 lg:grid-cols-2 lg:pt-20">
        <div className="flex flex-col items-center gap-5 lg:items-start">
          <Skeleton className="h-8 w-56 rounded-full" />
          <Skeleton className="h-12 w-full max-w-lg" />
          <Skeleton className="h-12 w-3/4 max-w-md" />
          <Skeleton className="h-6 w-full max-w-md" />
          <div className="flex gap-3">
            <Skeleton className="h-12 w-40" />
            <Skeleton className="h-12 w-40" />
          </div>
          <Skeleton className="h-14 w-full max-w-xl rounded-full" />
        </div>
        <Skeleton className="mx-auto aspect-[6/5] w-full max-w-md rounded-3xl lg:max-w-none" />
      </Container>
    </section>
  );
}
