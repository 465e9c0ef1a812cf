import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineEye, HiOutlineEyeOff, HiOutlinePencil, HiOutlineTrash, HiStar } from 'react-icons/hi';
import type { Testimonial } from '#shared/content/pages.ts';
import { Avatar } from '#web/components/course/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';

export const COMMENT_LIMIT = 100;
export const truncateComment = (comment: string) =>
  comment.length > COMMENT_LIMIT ? `${comment.slice(0, COMMENT_LIMIT)}...` : comment;

export interface TestimonialActions {
  onEdit: (t: Testimonial) => void;
  onToggle: (t: Testimonial) => void;
  onDelete: (t: Testimonial) => void;
  busyId: string | null;
}

function TestimonialAvatar({ testimonial }: { testimonial: Testimonial }) {
  return <Avatar name={testimonial.name} url={testimonial.avatar?.url} />;
}

function Rating({ value }: { value: number }) {
  const { t } = useTranslation('admin-site');
  return (
    <span
      className="inline-flex items-center gap-1 tabular-nums"
      aria-label={t('testimonials.ratingLabel', { rating: value })}
    >
      <HiStar aria-hidden="true" className="text-amber-500" />
      <span aria-hidden="true">{value}</span>
    </span>
  );
}

function Status({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('admin-site');
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold',
        isActive
          ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200'
          : 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
      )}
    >
      {isActive ? t('testimonials.active') : t('testimonials.inactive')}
    </span>
  );
}

/**
 * Edit, activate/deactivate and delete, each named with the testimonial. In the table they are icon buttons (with
 * their short name as tooltip) on one line; on the cards they carry their words.
 */
function Actions({
  testimonial,
  actions,
  compact = false,
}: {
  testimonial: Testimonial;
  actions: TestimonialActions;
  compact?: boolean;
}) {
  const { t } = useTranslation('admin-site');
  const name = testimonial.name;
  const isBusy = actions.busyId === testimonial._id;
  const toggleShort = testimonial.isActive ? t('testimonials.deactivate') : t('testimonials.activate');
  const ToggleIcon = testimonial.isActive ? HiOutlineEyeOff : HiOutlineEye;
  const size = compact ? 'icon' : 'sm';
  return (
    <div className={cn('flex items-center', compact ? 'flex-nowrap gap-1' : 'flex-wrap gap-2')}>
      <Button
        variant="ghost"
        size={size}
        onClick={() => actions.onEdit(testimonial)}
        aria-label={t('testimonials.editNamed', { name })}
        title={compact ? t('testimonials.edit') : undefined}
      >
        <HiOutlinePencil aria-hidden="true" className="h-4 w-4" />
        {!compact && t('testimonials.edit')}
      </Button>
      <Button
        variant={compact ? 'ghost' : 'outline'}
        size={size}
        isLoading={isBusy}
        onClick={() => actions.onToggle(testimonial)}
        aria-label={
          testimonial.isActive ? t('testimonials.deactivateNamed', { name }) : t('testimonials.activateNamed', { name })
        }
        title={compact ? toggleShort : undefined}
      >
        {compact ? !isBusy && <ToggleIcon aria-hidden="true" className="h-4 w-4" /> : toggleShort}
      </Button>
      <Button
        variant="ghost"
        size={size}
        className="text-red-700 dark:text-red-400"
        onClick={() => actions.onDelete(testimonial)}
        aria-label={t('testimonials.deleteNamed', { name })}
        title={compact ? t('testimonials.delete') : undefined}
      >
        <HiOutlineTrash aria-hidden="true" className="h-4 w-4" />
        {!compact && t('testimonials.delete')}
      </Button>
    </div>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';

/** The grid of admin-side §2 from 768 px up. */
export function TestimonialTable({ rows, actions }: { rows: Testimonial[]; actions: TestimonialActions }) {
  const { t } = useTranslation('admin-site');
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white md:block dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            {(['avatar', 'name', 'profession', 'comment', 'rating', 'status', 'order', 'actions'] as const).map(
              (col) => (
                <th key={col} scope="col" className={th}>
                  {t(`testimonials.columns.${col}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row._id} className="align-top text-slate-800 dark:text-slate-200">
              <td className="px-4 py-3">
                <TestimonialAvatar testimonial={row} />
              </td>
              <td className="px-4 py-3 font-medium">{row.name}</td>
              <td className="px-4 py-3">{row.profession}</td>
              <td className="max-w-xs px-4 py-3 break-words">{truncateComment(row.comment)}</td>
              <td className="px-4 py-3">
                <Rating value={row.rating} />
              </td>
              <td className="px-4 py-3">
                <Status isActive={row.isActive} />
              </td>
              <td className="px-4 py-3 tabular-nums">{row.order}</td>
              <td className="px-2 py-2">
                <Actions testimonial={row} actions={actions} compact />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The same rows as cards below 768 px (no sideways scroll at 375 px). */
export function TestimonialCards({ rows, actions }: { rows: Testimonial[]; actions: TestimonialActions }) {
  const { t } = useTranslation('admin-site');
  return (
    <ul className="space-y-3 md:hidden" data-testid="testimonial-cards">
      {rows.map((row) => (
        <li
          key={row._id}
          className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-start gap-3">
            <TestimonialAvatar testimonial={row} />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words text-slate-900 dark:text-white">{row.name}</p>
              <p className="text-sm break-words text-slate-600 dark:text-slate-400">{row.profession}</p>
            </div>
            <Status isActive={row.isActive} />
          </div>
          <p className="mt-3 text-sm break-words text-slate-700 dark:text-slate-300">{truncateComment(row.comment)}</p>
          <div className="mt-3 flex items-center gap-4 text-sm text-slate-700 dark:text-slate-300">
            <Rating value={row.rating} />
            <span>{t('testimonials.orderValue', { order: row.order })}</span>
          </div>
          <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
            <Actions testimonial={row} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
