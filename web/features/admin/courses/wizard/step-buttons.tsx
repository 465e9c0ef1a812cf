import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiArrowLeft, HiArrowRight } from 'react-icons/hi';
import { Button } from '#web/components/ui/button.tsx';

/** Prev / Next Step row at the bottom of a step; `next` may be replaced (step 4's Create Course). */
export function StepButtons({
  onPrev,
  onNext,
  submit = false,
  next,
}: {
  onPrev?: () => void;
  onNext?: () => void;
  submit?: boolean;
  next?: ReactNode;
}) {
  const { t } = useTranslation('admin-courses');
  return (
    <div className="mt-8 flex flex-wrap justify-between gap-3">
      {onPrev ? (
        <Button variant="outline" onClick={onPrev}>
          <HiArrowLeft aria-hidden="true" className="h-4 w-4" />
          {t('wizard.prev')}
        </Button>
      ) : (
        <span />
      )}
      {next ??
        ((onNext || submit) && (
          <Button type={submit ? 'submit' : 'button'} onClick={onNext}>
            {t('wizard.next')}
            <HiArrowRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        ))}
    </div>
  );
}
