import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaHeart, FaRegHeart } from 'react-icons/fa';
import { toast } from '#web/lib/toast.ts';
import { announceWishlist, useSetWishlisted, useWishlistCheck, wishlistKeys } from '#web/api/wishlist.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { useNeedsConnection } from '#web/lib/online.ts';

/**
 * The wishlist toggle (learner-side §4): optimistic and rolled back on error. The server's "already in your
 * wishlist" (already_in_wishlist) forces it on and "not in your wishlist" (not_in_wishlist) forces it off. After
 * a change the status is read again and `lms:wishlist-updated` fires. A visitor is asked to log in.
 */
export function WishlistButton({ courseId, signedIn }: { courseId: string; signedIn: boolean }) {
  const { t } = useTranslation('commerce');
  const queryClient = useQueryClient();
  const status = useWishlistCheck(courseId, { enabled: signedIn });
  const setWishlisted = useSetWishlisted({ errorToast: false });
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const inWishlist = optimistic ?? (signedIn && status.data === true);
  const needsConnection = useNeedsConnection();

  async function toggle() {
    if (!signedIn) {
      toast.error(t('wishlist.login'));
      return;
    }
    const before = inWishlist;
    let after = !before;
    setOptimistic(after);
    try {
      await setWishlisted.mutateAsync({ courseId, add: after });
      toast.success(t(before ? 'wishlist.removed' : 'wishlist.added'));
    } catch (err) {
      const code = err instanceof ApiError ? err.code : null;
      if (code === 'already_in_wishlist') after = true;
      else if (code === 'not_in_wishlist') after = false;
      else {
        after = before;
        toast.error(errorMessage(err, t('failed')));
      }
      void announceWishlist(queryClient, courseId, after);
    }
    queryClient.setQueryData(wishlistKeys.check(courseId), (old: { isInWishlist: boolean } | undefined) =>
      old ? { ...old, isInWishlist: after } : old,
    );
    setOptimistic(null);
  }

  return (
    <Button
      variant="outline"
      className="flex-1"
      aria-pressed={inWishlist}
      {...needsConnection}
      onClick={() => void toggle()}
    >
      {inWishlist ? <FaHeart aria-hidden="true" className="text-red-500" /> : <FaRegHeart aria-hidden="true" />}
      {t(inWishlist ? 'wishlist.remove' : 'wishlist.add')}
    </Button>
  );
}
