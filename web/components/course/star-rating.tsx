import { FaRegStar, FaStar, FaStarHalfAlt } from 'react-icons/fa';
import { cn } from '../ui/cn.ts';

/** Rounds a rating to the half star it shows (0–5). */
export const toHalfStar = (rating: number) => Math.max(0, Math.min(5, Math.round(rating * 2) / 2));

/** Five stars with half-star display; `label` is read out instead of the icons. */
export function Stars({ rating, label, className }: { rating: number; label: string; className?: string }) {
  const value = toHalfStar(rating);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5 text-amber-400', className)}
      role="img"
      aria-label={label}
      data-rating={value}
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const Icon = value >= star ? FaStar : value >= star - 0.5 ? FaStarHalfAlt : FaRegStar;
        return <Icon key={star} aria-hidden="true" />;
      })}
    </span>
  );
}
