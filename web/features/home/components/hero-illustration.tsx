import { useTranslation } from '#web/i18n/react.tsx';
import { cn } from '#web/components/ui/cn.ts';

/** Shown in place of the hero image when the admin has not set one: a laptop with a lesson, books and a cap. */
export function HeroIllustration({ className }: { className?: string }) {
  const { t } = useTranslation('home');
  return (
    <svg
      viewBox="0 0 480 400"
      role="img"
      aria-label={t('hero.illustrationLabel')}
      className={cn('h-auto w-full', className)}
    >
      {/* backdrop */}
      <circle cx="250" cy="200" r="170" className="fill-brand-100 dark:fill-slate-800/70" />
      <circle cx="250" cy="200" r="120" className="fill-brand-50 dark:fill-slate-900" />
      <circle cx="78" cy="92" r="10" className="fill-amber-300 dark:fill-amber-400/80" />
      <circle cx="420" cy="300" r="14" className="fill-emerald-300 dark:fill-emerald-400/70" />
      <circle cx="430" cy="80" r="6" className="fill-brand-500" />
      <path d="M60 300 l10 -18 l10 18 z" className="fill-pink-300 dark:fill-pink-400/70" />

      {/* laptop */}
      <rect x="120" y="110" width="250" height="160" rx="14" className="fill-slate-800 dark:fill-slate-700" />
      <rect x="132" y="122" width="226" height="136" rx="6" className="fill-white dark:fill-slate-950" />
      <rect x="144" y="134" width="130" height="74" rx="6" className="fill-brand-600" />
      <path d="M200 156 l22 15 l-22 15 z" className="fill-white" />
      <rect x="284" y="136" width="62" height="8" rx="4" className="fill-slate-200 dark:fill-slate-700" />
      <rect x="284" y="152" width="48" height="8" rx="4" className="fill-slate-200 dark:fill-slate-700" />
      <rect x="284" y="168" width="56" height="8" rx="4" className="fill-slate-200 dark:fill-slate-700" />
      <rect x="284" y="184" width="40" height="8" rx="4" className="fill-brand-100 dark:fill-brand-900" />
      <rect x="144" y="220" width="202" height="8" rx="4" className="fill-slate-200 dark:fill-slate-700" />
      <rect x="144" y="220" width="120" height="8" rx="4" className="fill-emerald-400" />
      <rect x="144" y="238" width="90" height="8" rx="4" className="fill-slate-200 dark:fill-slate-700" />
      <path d="M96 270 h298 l-18 22 h-262 z" className="fill-slate-300 dark:fill-slate-600" />
      <rect x="220" y="272" width="50" height="6" rx="3" className="fill-slate-400 dark:fill-slate-500" />

      {/* books */}
      <rect x="44" y="300" width="130" height="22" rx="4" className="fill-amber-400" />
      <rect x="52" y="278" width="116" height="22" rx="4" className="fill-emerald-500" />
      <rect x="40" y="256" width="122" height="22" rx="4" className="fill-brand-500" />
      <rect x="52" y="262" width="70" height="4" rx="2" className="fill-white/70" />
      <rect x="62" y="284" width="60" height="4" rx="2" className="fill-white/70" />

      {/* graduation cap */}
      <path d="M372 64 l58 24 l-58 24 l-58 -24 z" className="fill-slate-800 dark:fill-slate-200" />
      <path d="M342 100 v22 c0 10 60 10 60 0 v-22 l-30 12 z" className="fill-slate-700 dark:fill-slate-300" />
      <path d="M430 88 v34" strokeWidth="3" className="stroke-amber-400" />
      <circle cx="430" cy="126" r="5" className="fill-amber-400" />

      {/* certificate badge */}
      <circle
        cx="400"
        cy="226"
        r="30"
        className="fill-white stroke-brand-200 dark:fill-slate-900 dark:stroke-slate-700"
        strokeWidth="2"
      />
      <path
        d="M386 226 l10 10 l18 -20"
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-emerald-500"
      />
    </svg>
  );
}
