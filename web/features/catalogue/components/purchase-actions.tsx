import { useTranslation } from '#web/i18n/react.tsx';
import { FaShoppingBag } from 'react-icons/fa';
import type { CourseDetail } from '#shared/catalogue.ts';
import { Button } from '#web/components/ui/button.tsx';
import { openAuthModal } from '#web/lib/session.ts';
import { useSlots } from '#web/lib/slots.ts';
import { useNeedsConnection } from '#web/lib/online.ts';

/** The browser event Buy Now fires when no purchase slot is filled (the course page rendered on its own). */
export const BUY_NOW_EVENT = 'lms:buy-now';

/**
 * The SLOT for a course the caller does not own: the app layer fills `purchaseActions` (web/lib/slots.ts) with the
 * commerce pieces (Buy Now and the payment modal, coupon box, wishlist and cart). Unfilled, a visitor's Buy Now
 * opens the login view and a learner's dispatches `lms:buy-now` with the course id.
 */
export function PurchaseActions({ course, signedIn }: { course: CourseDetail; signedIn: boolean }) {
  const { t } = useTranslation('catalogue');
  const { purchaseActions: Slot } = useSlots();
  const needsConnection = useNeedsConnection();
  if (Slot) return <Slot course={course} signedIn={signedIn} />;
  return (
    <Button
      size="lg"
      className="w-full"
      {...needsConnection}
      onClick={() =>
        signedIn
          ? window.dispatchEvent(new CustomEvent(BUY_NOW_EVENT, { detail: { courseId: course._id } }))
          : openAuthModal('login')
      }
    >
      <FaShoppingBag aria-hidden="true" />
      {course.price > 0 ? t('course.buyNow') : t('course.enrolFree')}
    </Button>
  );
}
