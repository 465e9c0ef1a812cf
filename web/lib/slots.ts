import { type ComponentType, createContext, useContext } from 'react';
import type { CourseDetail } from '#shared/catalogue.ts';

/**
 * Slots let one feature show another feature's pieces without importing it (features never import each other).
 * The app layer (web/app) fills them; a feature reads them and falls back to its own default when a slot is empty.
 *
 * `purchaseActions`: what the course preview page shows for a course the visitor or learner does not own
 * (Buy Now with the payment modal, the coupon box, the wishlist and cart buttons: web/features/commerce).
 */
export interface PurchaseSlotProps {
  course: CourseDetail;
  signedIn: boolean;
}

export interface Slots {
  purchaseActions?: ComponentType<PurchaseSlotProps>;
}

export const SlotsContext = createContext<Slots>({});

export function useSlots(): Slots {
  return useContext(SlotsContext);
}
