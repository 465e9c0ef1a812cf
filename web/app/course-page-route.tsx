import { CoursePage } from '#web/features/catalogue/course-page.tsx';
import { CoursePurchase } from '#web/features/commerce/course-purchase.tsx';
import { type Slots, SlotsContext } from '#web/lib/slots.ts';

const slots: Slots = { purchaseActions: CoursePurchase };

/** The course preview page (catalogue) with its commerce pieces in the purchase slot. */
export function CoursePageRoute() {
  return (
    <SlotsContext value={slots}>
      <CoursePage />
    </SlotsContext>
  );
}

export { loader } from '#web/features/catalogue/course-page.tsx';
