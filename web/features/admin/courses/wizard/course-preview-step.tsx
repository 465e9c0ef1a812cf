import { useTranslation } from '#web/i18n/react.tsx';
import { HiBadgeCheck, HiCheck, HiClock, HiCode, HiSupport } from 'react-icons/hi';
import type { CourseBody } from '#shared/catalogue/admin.ts';
import { pick, toBilingual, type BilingualWrite, type Language } from '#shared/bilingual.ts';
import { previewDiscountPercent } from '#shared/pricing.ts';
import { Avatar } from '#web/components/course/avatar.tsx';
import { priceText } from '#shared/pricing.ts';
import { Stars } from '#web/components/course/star-rating.tsx';
import { VideoPlayer } from '#web/components/course/video-player.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { getVdoCipherOtp } from '#web/api/courses.ts';

/** A text of the wizard's body in the course's primary language (else its other one), as the preview shows it. */
const shown = (value: BilingualWrite | undefined, primary: Language) =>
  value === undefined ? '' : typeof value === 'string' ? value : pick(toBilingual(value), primary).text;

const imageSrc = (value: CourseBody['thumbnail'] | null | undefined) =>
  !value ? null : typeof value === 'string' ? value : value.url;

/** Step 4: the course as learners will see it, with 0 reviews, 0 students and Buy Now disabled (admin-side §2). */
export function CoursePreview({ course }: { course: CourseBody }) {
  const { t } = useTranslation(['admin-courses', 'admin']);
  const price = Number(course.price);
  const estimated =
    course.estimatedPrice === null || course.estimatedPrice === undefined ? null : Number(course.estimatedPrice);
  const discount = previewDiscountPercent(price, estimated);
  const thumbnail = imageSrc(course.thumbnail);
  const primary = course.primaryLanguage ?? 'bn';
  const perks = [
    { icon: HiCode, text: t('preview.perks.sourceCode') },
    { icon: HiClock, text: t('preview.perks.lifetime') },
    { icon: HiBadgeCheck, text: t('preview.perks.certificate') },
    { icon: HiSupport, text: t('preview.perks.support') },
  ];
  const list = (key: 'benefits' | 'prerequisites', items: { title: BilingualWrite }[]) => (
    <div>
      <h4 className="mb-2 text-lg font-semibold text-slate-900 dark:text-white">{t(`preview.${key}`)}</h4>
      <ul className="space-y-1.5">
        {items.map((item, i) => (
          <li key={i} className="flex gap-2 text-sm text-slate-700 dark:text-slate-300">
            <HiCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
            {shown(item.title, primary)}
          </li>
        ))}
      </ul>
    </div>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-6">
        <VideoPlayer
          videoUrl={course.demoUrl}
          videoPlayer={course.demoPlayer}
          title={t('preview.demo')}
          getOtp={getVdoCipherOtp}
        />
        <RichText
          as="h3"
          html={shown(course.name, primary)}
          className="text-2xl font-bold text-slate-900 dark:text-white"
        />
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
          <Stars rating={0} label={t('preview.rating', { rating: 0 })} />
          <span>{t('preview.reviews', { count: 0 })}</span>
          <span>{t('preview.students', { count: 0 })}</span>
        </div>
        {(course.instructorName ?? '') !== '' && (
          <div className="flex items-center gap-3">
            <Avatar name={course.instructorName ?? ''} url={imageSrc(course.instructorAvatar)} />
            <span className="text-sm font-medium text-slate-800 dark:text-slate-200">{course.instructorName}</span>
          </div>
        )}
        {list('benefits', course.benefits ?? [])}
        {list('prerequisites', course.prerequisites ?? [])}
        <div>
          <h4 className="mb-2 text-lg font-semibold text-slate-900 dark:text-white">{t('preview.description')}</h4>
          <RichText html={shown(course.description, primary)} className="prose prose-sm max-w-none dark:prose-invert" />
        </div>
      </div>
      <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
        {thumbnail && (
          <img
            src={thumbnail}
            alt={t('preview.thumbnailAlt')}
            className="mb-4 aspect-video w-full rounded-lg object-cover"
          />
        )}
        <div className="flex flex-wrap items-baseline gap-2">
          <span className="text-2xl font-bold text-slate-900 dark:text-white">{priceText(price, t('admin:free'))}</span>
          {discount !== null && estimated !== null && (
            <>
              <span className="text-slate-500 line-through dark:text-slate-400">
                {priceText(estimated, t('admin:free'))}
              </span>
              <span className="text-sm font-semibold text-emerald-700 dark:text-emerald-400">
                {t('preview.discount', { percent: discount })}
              </span>
            </>
          )}
        </div>
        <Button className="mt-4 w-full" disabled>
          {t('preview.buyNow')}
        </Button>
        <ul className="mt-4 space-y-2" aria-label={t('preview.perksLabel')}>
          {perks.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <Icon aria-hidden="true" className="h-4 w-4 text-brand-600" />
              {text}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
