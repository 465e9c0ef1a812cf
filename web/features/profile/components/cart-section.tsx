import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineShoppingCart } from 'react-icons/hi';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type CartCouponBody, CartCouponFormSchema, type CartItem } from '#shared/commerce.ts';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { CodeField } from '#web/components/ui/form/code-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { announceCart, type MyCart, useMyCart, useSetCartCoupon, useSetInCart } from '#web/api/cart.ts';
import { useCreateCartCharge } from '#web/api/orders.ts';
import { plainText, Thumbnail } from './course-cards.tsx';
import { GridSkeleton, SectionError, SectionTitle } from './section-states.tsx';
import { useNeedsConnection } from '#web/lib/online.ts';
import { useMoney } from '#web/lib/use-money.ts';

const emptyBox = 'rounded-2xl border border-dashed border-slate-300 dark:border-slate-700';

/**
 * Section 4: the cart as the server prices it (GET /cart/my-cart): each course with its own coupon, the server's
 * totals, and Checkout of the whole cart in one payment (POST /orders/create-cart-charge).
 */
export function CartSection() {
  const { t } = useTranslation('profile');
  const cart = useMyCart(({ cart: items, totals }) => ({ items, totals }));
  return (
    <section>
      <SectionTitle>{t('nav.cart')}</SectionTitle>
      {cart.isPending ? (
        <GridSkeleton />
      ) : cart.isError ? (
        <SectionError message={t('cart.error')} onRetry={() => void cart.refetch()} />
      ) : cart.data.items.length === 0 ? (
        <EmptyState
          icon={<HiOutlineShoppingCart />}
          title={t('cart.emptyTitle')}
          line={t('cart.emptyLine')}
          className={emptyBox}
          action={<ButtonLink to="/courses">{t('cart.browse')}</ButtonLink>}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <ul className="space-y-4">
            {cart.data.items.map((item) => (
              <CartRow key={item.courseId._id} item={item} />
            ))}
          </ul>
          <CartSummary totals={cart.data.totals} refetch={() => cart.refetch()} />
        </div>
      )}
    </section>
  );
}

function CartRow({ item }: { item: CartItem }) {
  const { t } = useTranslation('profile');
  const { money: taka } = useMoney();
  const queryClient = useQueryClient();
  const inputId = useId();
  const course = item.courseId;
  const name = plainText(course.name);
  const form = useSchemaForm<{ couponCode: string }, CartCouponBody>({
    schema: CartCouponFormSchema,
    defaultValues: { couponCode: '' },
    toBody: ({ couponCode }) => ({ courseId: course._id, couponCode: couponCode.trim().toUpperCase() }),
  });
  const setInCart = useSetInCart({ errorToast: t('cart.failed') });
  // One write, two fallbacks: a refused coupon, or a failed removal.
  const applyCoupon = useSetCartCoupon({ errorToast: t('cart.couponInvalid') });
  const removeCoupon = useSetCartCoupon({ errorToast: t('cart.failed') });
  const [busy, setBusy] = useState<'apply' | 'unapply' | 'remove' | null>(null);
  const hasDiscount = item.discount.amount > 0;

  async function run(kind: 'apply' | 'unapply' | 'remove', action: () => Promise<unknown>, success: string) {
    setBusy(kind);
    try {
      await action();
      toast.success(success);
      if (kind === 'apply') form.reset();
      await announceCart(queryClient);
    } catch {
      // the query client showed why
    } finally {
      setBusy(null);
    }
  }

  const apply = (body: CartCouponBody) =>
    void run('apply', () => applyCoupon.mutateAsync(body), t('cart.couponApplied'));

  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row dark:border-slate-800 dark:bg-slate-900"
      data-testid="cart-item"
    >
      <Link to={`/course/${course._id}`} className="block shrink-0 overflow-hidden rounded-xl sm:w-44">
        <Thumbnail url={course.thumbnail?.url} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <Link to={`/course/${course._id}`} className="font-semibold text-slate-900 hover:underline dark:text-white">
            <BengaliAwareText text={name} />
          </Link>
          <p className="shrink-0 text-right" aria-label={t('cart.price')}>
            {hasDiscount && (
              <span className="mr-2 text-sm text-slate-500 line-through">{taka(item.discount.originalAmount)}</span>
            )}
            <span className="font-bold text-slate-900 dark:text-white">{taka(item.discount.finalAmount)}</span>
          </p>
        </div>
        {item.coupon ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300">
            <span>
              {t('cart.appliedCoupon', { code: item.coupon.code })} ·{' '}
              {t('cart.saved', { amount: taka(item.discount.amount) })}
            </span>
            <Button
              size="sm"
              variant="ghost"
              isLoading={busy === 'unapply'}
              disabled={busy !== null}
              onClick={() =>
                void run(
                  'unapply',
                  () => removeCoupon.mutateAsync({ courseId: course._id, couponCode: null }),
                  t('cart.couponRemoved'),
                )
              }
            >
              {t('cart.removeCoupon')}
            </Button>
          </div>
        ) : (
          <Form form={form} onSubmit={apply}>
            <CodeField<{ couponCode: string }>
              name="couponCode"
              id={inputId}
              label={t('cart.couponLabel')}
              placeholder={t('cart.couponPlaceholder')}
            >
              <Button type="submit" variant="outline" isLoading={busy === 'apply'} disabled={busy !== null}>
                {t('cart.apply')}
              </Button>
            </CodeField>
          </Form>
        )}
        {item.couponError && <p className="text-sm text-amber-700 dark:text-amber-400">{item.couponError}</p>}
        <div>
          <Button
            size="sm"
            variant="danger"
            isLoading={busy === 'remove'}
            disabled={busy !== null}
            aria-label={`${t('cart.remove')}: ${name}`}
            onClick={() =>
              void run('remove', () => setInCart.mutateAsync({ courseId: course._id, add: false }), t('cart.removed'))
            }
          >
            {t('cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

function CartSummary({ totals, refetch }: { totals: MyCart['totals']; refetch: () => Promise<unknown> }) {
  const { t } = useTranslation('profile');
  const { money: taka } = useMoney();
  const needsConnection = useNeedsConnection();
  const createCartCharge = useCreateCartCharge({ errorToast: t('cart.checkoutFailed') });
  const [isPaying, setPaying] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  async function checkout() {
    setPaying(true);
    setNotice(null);
    try {
      const answer = await createCartCharge.mutateAsync(totals.finalAmount);
      const target = answer.enrolled ? (answer.redirectUrl ?? answer.payment_url) : answer.payment_url;
      if (answer.enrolled && answer.message) toast.success(answer.message);
      if (target) {
        window.location.assign(target);
        return;
      }
      toast.error(t('cart.checkoutFailed'));
    } catch (error) {
      // The query client showed why; a changed price is also said beside the totals, which are read again.
      if (error instanceof ApiError && error.status === 409 && error.code === 'price_changed') {
        setNotice(errorMessage(error, t('cart.checkoutFailed')));
        await refetch();
      }
    }
    setPaying(false);
  }

  return (
    <aside
      className="h-fit rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby="cart-summary"
    >
      <h3 id="cart-summary" className="font-semibold text-slate-900 dark:text-white">
        {t('cart.summary')}
      </h3>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600 dark:text-slate-400">{t('cart.original')}</dt>
          <dd data-testid="cart-original">{taka(totals.originalAmount)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600 dark:text-slate-400">{t('cart.discount')}</dt>
          <dd data-testid="cart-discount">−{taka(totals.discountAmount)}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-700">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="cart-total">{taka(totals.finalAmount)}</dd>
        </div>
      </dl>
      {notice && (
        <p role="alert" className="mt-3 text-sm text-amber-700 dark:text-amber-400">
          {notice}
        </p>
      )}
      <Button className="mt-4 w-full" isLoading={isPaying} {...needsConnection} onClick={() => void checkout()}>
        {t('cart.checkout')}
      </Button>
    </aside>
  );
}
