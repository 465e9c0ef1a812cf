import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';

/** The About block collapses past 5 lines (120 px) with Show More / Show Less (learner-side §2). */
export const ABOUT_COLLAPSED_PX = 120;

export function AboutBlock({ html }: { html: string }) {
  const { t } = useTranslation('catalogue');
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [open, setOpen] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollHeight > ABOUT_COLLAPSED_PX + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [html]);

  return (
    <section
      aria-labelledby="about-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="about-title" className="mb-3 text-xl font-bold text-slate-900 dark:text-white">
        {t('course.about')}
      </h2>
      <div
        id="about-body"
        ref={ref}
        data-testid="about-body"
        className="prose-sm relative overflow-hidden text-slate-700 dark:text-slate-300 [&_a]:text-brand-700 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
        style={overflows && !open ? { maxHeight: ABOUT_COLLAPSED_PX } : undefined}
      >
        <RichText html={html} />
        {overflows && !open && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-0 h-10 bg-gradient-to-t from-white dark:from-slate-900"
          />
        )}
      </div>
      {overflows && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls="about-body"
          onClick={() => setOpen((v) => !v)}
          className="mt-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-100"
        >
          {open ? t('course.showLess') : t('course.showMore')}
        </button>
      )}
    </section>
  );
}
