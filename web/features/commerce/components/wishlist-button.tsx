import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FaHeart, FaRegHeart } from 'react-icons/fa';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import {
  addToWishlist,
  checkWishlist,
  removeFromWishlist,
  serverMessage,
  WISHLIST_EVENT,
  wishlistKey,
} from '../api.ts';

/**
 * The wishlist toggle (learner-side §4): optimistic and rolled back on error. The server's "already in your
 * wishlist" forces it on and "not in your wishlist" forces it off. After a change the status is read again and
 * `lms:wishlist-updated` fires. A visitor is asked to log in.
 */
export function WishlistButton({ courseId, signedIn }: { courseId: string; signedIn: boolean }) {
  const { t } = useTranslation('commerce');
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: wishlistKey(courseId),
    queryFn: ({ signal }) => checkWishlist(courseId, signal),
    enabled: signedIn,
  });
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const inWishlist = optimistic ?? (signedIn && status.data === true);

  async function toggle() {
    if (!signedIn) {
      toast.error(t('wishlist.login'));
      return;
    }
    const before = inWishlist;
    let after = !before;
    setOptimistic(after);
    try {
      await (before ? removeFromWishlist(courseId) : addToWishlist(courseId));
      toast.success(t(before ? 'wishlist.removed' : 'wishlist.added'));
    } catch (err) {
      const message = serverMessage(err, t('failed'));
      if (/already in your wishlist/i.test(message)) after = true;
      else if (/not in your wishlist/i.test(message)) after = false;
      else {
        after = before;
        toast.error(message);
      }
    }
    queryClient.setQueryData(wishlistKey(courseId), after);
    setOptimistic(null);
    window.dispatchEvent(new CustomEvent(WISHLIST_EVENT, { detail: { courseId, isInWishlist: after } }));
    void queryClient.invalidateQueries({ queryKey: wishlistKey(courseId) });
  }

  return (
    <Button variant="outline" className="flex-1" aria-pressed={inWishlist} onClick={() => void toggle()}>
      {inWishlist ? <FaHeart aria-hidden="true" className="text-red-500" /> : <FaRegHeart aria-hidden="true" />}
      {t(inWishlist ? 'wishlist.remove' : 'wishlist.add')}
    </Button>
  );
}
