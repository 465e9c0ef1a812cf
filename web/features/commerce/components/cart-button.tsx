import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FaCartPlus, FaCheck } from 'react-icons/fa';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { addToCart, CART_EVENT, cartKey, myCartCourseIds, removeFromCart, serverMessage } from '../api.ts';

/**
 * The cart toggle (learner-side §4): Add to Cart, or In Cart (a click removes it). Shown only to a signed-in
 * learner who does not own the course (the page shows Enter to Course to owners). `lms:cart-updated` fires after.
 */
export function CartButton({ courseId }: { courseId: string }) {
  const { t } = useTranslation('commerce');
  const queryClient = useQueryClient();
  const cart = useQuery({ queryKey: cartKey, queryFn: ({ signal }) => myCartCourseIds(signal) });
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const inCart = optimistic ?? cart.data?.includes(courseId) ?? false;

  async function toggle() {
    const before = inCart;
    let after = !before;
    setOptimistic(after);
    try {
      await (before ? removeFromCart(courseId) : addToCart(courseId));
      toast.success(t(before ? 'cart.removed' : 'cart.added'));
    } catch (err) {
      const message = serverMessage(err, t('failed'));
      if (/already in your cart/i.test(message)) after = true;
      else if (/not in your cart/i.test(message)) after = false;
      else {
        after = before;
        toast.error(message);
      }
    }
    queryClient.setQueryData<string[]>(cartKey, (ids = []) =>
      after ? [...new Set([...ids, courseId])] : ids.filter((id) => id !== courseId),
    );
    setOptimistic(null);
    window.dispatchEvent(new CustomEvent(CART_EVENT, { detail: { courseId, inCart: after } }));
    void queryClient.invalidateQueries({ queryKey: cartKey });
  }

  return (
    <Button
      variant={inCart ? 'secondary' : 'outline'}
      className="flex-1"
      aria-pressed={inCart}
      onClick={() => void toggle()}
    >
      {inCart ? <FaCheck aria-hidden="true" /> : <FaCartPlus aria-hidden="true" />}
      {t(inCart ? 'cart.inCart' : 'cart.add')}
    </Button>
  );
}
