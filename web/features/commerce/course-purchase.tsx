import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FaShoppingBag } from 'react-icons/fa';
import { Button } from '#web/components/ui/button.tsx';
import { openAuthModal } from '#web/lib/session.ts';
import type { PurchaseSlotProps } from '#web/lib/slots.ts';
import { CartButton } from './components/cart-button.tsx';
import { type AppliedCoupon, CouponBox } from './components/coupon-box.tsx';
import { PaymentModal } from './components/payment-modal.tsx';
import { WishlistButton } from './components/wishlist-button.tsx';
import { useNeedsConnection } from '#web/lib/online.ts';

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
        <CouponBox courseId={course._id} price={course.price} applied={coupon} onChange={setCoupon} />
      )}
      <Button
        size="lg"
        className="w-full"
        {...needsConnection}
        onClick={() => (signedIn ? setPaying(true) : openAuthModal('login'))}
      >
        <FaShoppingBag aria-hidden="true" />
        {t('buyNow')}
      </Button>
      <div className="flex gap-2">
        <WishlistButton courseId={course._id} signedIn={signedIn} />
        {signedIn && <CartButton courseId={course._id} />}
      </div>
      {signedIn && (
        <PaymentModal
          open={paying}
          onOpenChange={setPaying}
          course={course}
          coupon={coupon}
          onRemoveCoupon={() => setCoupon(null)}
        />
      )}
    </div>
  );
}
