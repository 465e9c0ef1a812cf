import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaShoppingBag } from 'react-icons/fa';
import { Button } from '#web/components/ui/button.tsx';
import { openAuthModal } from '#web/lib/session.ts';
import type { PurchaseSlotProps } from '#web/lib/slots.ts';
import type { AppliedCoupon } from './components/coupon-box.tsx';
import { WishlistButton } from './components/wishlist-button.tsx';
import { useNeedsConnection } from '#web/lib/online.ts';

// Only a signed-in learner sees the coupon box, the cart button and the payment modal: a visitor's page downloads
// none of their code (issue 12's JavaScript budget); a learner's arrives while the page hydrates.
const CouponBox = lazy(() => import('./components/coupon-box.tsx').then((m) => ({ default: m.CouponBox })));
const CartButton = lazy(() => import('./components/cart-button.tsx').then((m) => ({ default: m.CartButton })));
const loadPaymentModal = () => import('./components/payment-modal.tsx');
const PaymentModal = lazy(() => loadPaymentModal().then((m) => ({ default: m.PaymentModal })));

/**
 * What the course preview page shows for a course the caller does not own (the app layer puts it in the
 * catalogue's purchase slot): the coupon box, Buy Now with the payment modal, the wishlist and cart buttons.
 * A visitor's Buy Now opens the login view; the cart button and the coupon box are for signed-in learners.
 */
export function CoursePurchase({ course, signedIn }: PurchaseSlotProps) {
  const { t } = useTranslation('commerce');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [paying, setPaying] = useState(false);
  const paid = course.price > 0;
  const needsConnection = useNeedsConnection();

  return (
    <div className="space-y-3" data-testid="course-purchase">
      {signedIn && paid && (
        <Suspense fallback={<div className="h-[4.5rem]" aria-hidden="true" />}>
          <CouponBox courseId={course._id} price={course.price} applied={coupon} onChange={setCoupon} />
        </Suspense>
      )}
      <Button
        size="lg"
        className="w-full"
        {...needsConnection}
        onClick={() => (signedIn ? setPaying(true) : openAuthModal('login'))}
        // the modal's code is fetched as the learner reaches for the button, so it opens without a wait
        onPointerEnter={signedIn ? () => void loadPaymentModal() : undefined}
        onFocus={signedIn ? () => void loadPaymentModal() : undefined}
      >
        <FaShoppingBag aria-hidden="true" />
        {/* a free course is enrolled without a payment: its button says so */}
        {paid ? t('buyNow') : t('modal.enrol')}
      </Button>
      <div className="flex gap-2">
        <WishlistButton courseId={course._id} signedIn={signedIn} />
        {signedIn && (
          <Suspense fallback={null}>
            <CartButton courseId={course._id} />
          </Suspense>
        )}
      </div>
      {signedIn && paying && (
        <Suspense fallback={null}>
          <PaymentModal
            open={paying}
            onOpenChange={setPaying}
            course={course}
            coupon={coupon}
            onRemoveCoupon={() => setCoupon(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
