import { useTranslation } from '#web/i18n/react.tsx';
import { FaRegStar, FaStar, FaStarHalfAlt } from 'react-icons/fa';

/** Five stars with half-star display; the number is read out for screen readers. */
export function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation('home');
  const value = Math.max(0, Math.min(5, Math.round(rating * 2) / 2));
  return (
    <div className="flex items-center gap-0.5 text-amber-400" data-testid="star-rating" data-rating={value}>
      <span className="sr-only">{t('testimonials.rating', { rating: value })}</span>
      {[1, 2, 3, 4, 5].map((star) => {
        const Icon = value >= star ? FaStar : value >= star - 0.5 ? FaStarHalfAlt : FaRegStar;
        return <Icon key={star} aria-hidden="true" />;
      })}
    </div>
  );
}
