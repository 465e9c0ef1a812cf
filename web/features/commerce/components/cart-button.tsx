import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaCartPlus, FaCheck } from 'react-icons/fa';
import { toast } from '#web/lib/toast.ts';
import { announceCart, cartCourseIds, useMyCart, useSetInCart } from '#web/api/cart.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useNeedsConnection } from '#web/lib/online.ts';

/**
 * The cart toggle (learner-side §4): Add to Cart, or In Cart (a click removes it). Shown only to a signed-in
 * learner who does not own the course (the page shows Enter to Course to owners). The server's "already in your
 * cart" (already_in_cart) forces it on and "not in your cart" (not_in_cart) forces it off. `lms:cart-updated`
 * fires after.
 */
export function CartButton({ courseId }: { courseId: string }) {
  const { t } = useTranslation('commerce');
  const queryClient = useQueryClient();
  const cart = useMyCart(cartCourseIds);
  const setInCart = useSetInCart({ errorToast: false });
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const inCart = optimistic ?? cart.data?.includes(courseId) ?? false;
  const needsConnection = useNeedsConnection();

  async function toggle() {
    const before = inCart;
    let after = !before;
    setOptimistic(after);
    try {
      await setInCart.mutateAsync({ courseId, add: after });
      toast.success(t(before ? 'cart.removed' : 'cart.added'));
    } catch (err) {
      const code = err instanceof ApiError ? err.code : null;
      if (code === 'already_in_cart') after = true;
      else if (code === 'not_in_cart') after = false;
      else {
        after = before;
        toast.error(errorMessage(err, t('failed')));
      }
    }
    // The toggle shows the final state until the cart has been read again.
    setOptimistic(after);
    await announceCart(queryClient, { courseId, inCart: after });
    setOptimistic(null);
  }

  return (
    <Button
      variant={inCart ? 'secondary' : 'outline'}
      className="flex-1"
      aria-pressed={inCart}
      {...needsConnection}
      onClick={() => void toggle()}
    >
      {inCart ? <FaCheck aria-hidden="true" /> : <FaCartPlus aria-hidden="true" />}
      {t(inCart ? 'cart.inCart' : 'cart.add')}
    </Button>
  );
}
