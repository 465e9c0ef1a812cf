import { useTranslation } from '#web/i18n/react.tsx';
import { FaBookOpen, FaClock, FaGlobe, FaSignal, FaUsers } from 'react-icons/fa';
import type { CourseDetail } from '#shared/catalogue.ts';
import { formatDuration } from '#shared/dates.ts';
import { previewDiscountPercent } from '#shared/pricing.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PurchaseActions } from './purchase-actions.tsx';
import { useMoney } from '#web/lib/use-money.ts';

/** The price box: price, the crossed-out estimated price with the discount percent, and the action by ownership. */
export function PriceBox({ course, signedIn, owned }: { course: CourseDetail; signedIn: boolean; owned: boolean }) {
  const { t } = useTranslation('catalogue');
  const { money, price } = useMoney();
  const percent = previewDiscountPercent(course.price, course.estimatedPrice);
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="price-box"
    >
      <div className="flex flex-wrap items-baseline gap-3">
        <span className="text-3xl font-extrabold text-slate-900 dark:text-white">
          {price(course.price, t('course-card:card.free'))}
        </span>
        {percent !== null && course.estimatedPrice !== null && (
          <>
            <span className="text-lg text-slate-500 line-through dark:text-slate-400">
              {money(course.estimatedPrice)}
            </span>
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200">
              {t('course.discount', { percent })}
            </span>
          </>
        )}
      </div>
      <div className="mt-5">
        {owned ? (
          <ButtonLink to={`/course-access/${course._id}`} size="lg" className="w-full">
            {t('course.enter')}
          </ButtonLink>
        ) : (
          <PurchaseActions course={course} signedIn={signedIn} />
        )}
      </div>
      <ul className="mt-5 space-y-2 text-sm text-slate-700 dark:text-slate-300">
        <li className="flex items-center gap-2">
          <FaBookOpen aria-hidden="true" className="text-brand-600" />
          {t('course-card:card.lessons', { count: course.totalVideos })}
        </li>
        <li className="flex items-center gap-2">
          <FaClock aria-hidden="true" className="text-brand-600" />
          {formatDuration(course.duration)}
        </li>
        <li className="flex items-center gap-2">
          <FaUsers aria-hidden="true" className="text-brand-600" />
          {t('course-card:card.students', { count: course.purchased })}
        </li>
        <li className="flex items-center gap-2">
          <FaSignal aria-hidden="true" className="text-brand-600" />
          {t(`level.${course.level}`)}
        </li>
        <li className="flex items-center gap-2">
          <FaGlobe aria-hidden="true" className="text-brand-600" />
          {t(`language.${course.language}`)}
        </li>
      </ul>
    </div>
  );
}
