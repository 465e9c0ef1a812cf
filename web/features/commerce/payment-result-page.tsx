import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaBan, FaCheckCircle, FaClock, FaTimesCircle } from 'react-icons/fa';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PAYMENT_PAGES } from '#shared/content/pages-defaults.ts';
import type { PaymentPages } from '#shared/content/pages.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { processOrderQuery } from '#web/api/orders.ts';
import { paymentPagesQuery } from '#web/api/pages.ts';
import { currentUserQuery } from '#web/api/profile.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { refreshSessionUser } from './refresh-user.ts';
import { useMoney } from '#web/lib/use-money.ts';

/** Seconds the success page waits before going on to the course on its own. */
export const REDIRECT_SECONDS = 5;

/** What process-order is asked for the address the gateway sent the learner back to; null when it names no payment. */
function resultBody(params: URLSearchParams) {
  const invoiceId = params.get('invoice_id');
  const paymentId = params.get('paymentId');
  const cancelled = params.get('status') === 'cancelled';
  if (invoiceId) return { invoice_id: invoiceId };
  return paymentId ? { paymentId, ...(cancelled ? { status: 'cancelled' as const } : {}) } : null;
}

/**
 * The result page's data: the payment pages' texts, and for a signed-in learner the user and the payment's outcome,
 * asked once (on the server when it renders the page: the browser then shows that answer and asks nothing again).
 */
export const loader = pageLoader(async ({ url, signedIn, load }) => {
  const body = resultBody(url.searchParams);
  await Promise.all([
    load(paymentPagesQuery()),
    ...(signedIn ? [load(currentUserQuery()), ...(body ? [load(processOrderQuery(body))] : [])] : []),
  ]);
});

/**
 * /payment/result: where the gateway sends the learner back (admin-side §3 Payment pages for the look).
 * `?invoice_id=…` is verified by process-order (the server asks the gateway; nothing is trusted from the URL), tried
 * again with backoff while the server cannot be reached (the processing card says so);
 * `?status=cancelled&paymentId=…` (the gateway's cancel_url) records the cancel; `?paymentId=…` alone shows the
 * payment as it stands. Paid -> the success page, then the course's learning page (button, or on its own after
 * a few seconds, once the signed-in user has been read again so ownership shows); pending -> a pending notice
 * with Check again; duplicate (the learner already owned the course) -> says so, and that it will be refunded;
 * cancelled -> the failure card saying the learner cancelled (a failed payment returns through
 * redirect_url with its invoice and is verified as failed); anything else -> the failure page.
 */
export function PaymentResultPage() {
  const { t } = useTranslation('commerce');
  const [params] = useSearchParams();
  const config = useQuery({ ...paymentPagesQuery(), placeholderData: { ...DEFAULT_PAYMENT_PAGES, updatedAt: null } });
  const pages = config.data ?? DEFAULT_PAYMENT_PAGES;
  const body = resultBody(params);
  const result = useQuery({ ...processOrderQuery(body ?? {}), enabled: body !== null });

  if (!body) return <FailurePage pages={pages} detail={t('result.missing')} courseId={null} />;
  if (result.isPending) return <ProcessingPage pages={pages} retrying={result.failureCount > 0} />;
  if (result.isError)
    return <FailurePage pages={pages} detail={errorMessage(result.error, pages.failure.message)} courseId={null} />;
  const answer = result.data;
  if (answer.status === 'paid')
    return (
      <SuccessPage
        pages={pages}
        courseId={answer.courseId}
        amount={answer.payment.amount}
        invoiceId={answer.payment.invoiceId}
        refundAmount={answer.payment.refund?.amount ?? null}
      />
    );
  if (answer.status === 'duplicate') {
    const courseId = answer.courseId;
    return (
      <Panel
        colours={{ backgroundColor: '#7C3AED', color: '#FFFFFF' }}
        icon={<FaCheckCircle aria-hidden="true" className="size-16" />}
        title={t('result.duplicateTitle')}
      >
        <p className="mt-4">{t('result.duplicateMessage')}</p>
        {answer.payment.invoiceId && (
          <p className="mt-1 text-sm opacity-90">{t('result.invoice', { id: answer.payment.invoiceId })}</p>
        )}
        <ButtonLink
          to={courseId ? `/course-access/${courseId}` : '/profile/orders'}
          size="lg"
          variant="secondary"
          className="mt-6"
        >
          {t('result.goToCourse')}
        </ButtonLink>
      </Panel>
    );
  }
  if (answer.status === 'pending') {
    return (
      <Panel
        colours={{ backgroundColor: '#F59E0B', color: '#FFFFFF' }}
        icon={<FaClock aria-hidden="true" className="size-16" />}
        title={t('result.pendingTitle')}
      >
        <p className="mt-4">{t('result.pendingMessage')}</p>
        <Button variant="secondary" className="mt-6" disabled={result.isFetching} onClick={() => void result.refetch()}>
          {t('result.checkAgain')}
        </Button>
      </Panel>
    );
  }
  return (
    <FailurePage
      pages={pages}
      detail={null}
      courseId={answer.courseId}
      outcome={answer.status === 'cancelled' ? 'cancelled' : 'failed'}
    />
  );
}

function Panel({
  colours,
  icon,
  title,
  subtitle,
  animate,
  children,
}: {
  colours: CSSProperties;
  icon: ReactNode;
  title: string;
  subtitle?: string;
  animate?: boolean;
  children?: ReactNode;
}) {
  return (
    <Container className="py-12">
      <section
        data-testid="payment-result"
        className="mx-auto max-w-xl rounded-3xl p-8 text-center shadow-xl"
        style={colours}
      >
        <div className={animate ? 'inline-block motion-safe:animate-bounce' : 'inline-block'}>{icon}</div>
        <h1 className="mt-4 text-3xl font-extrabold">{title}</h1>
        {subtitle && <p className="mt-2 text-lg opacity-90">{subtitle}</p>}
        {children}
      </section>
    </Container>
  );
}

function ProcessingPage({ pages, retrying }: { pages: PaymentPages; retrying: boolean }) {
  const { t } = useTranslation('commerce');
  const s = pages.success;
  return (
    <Container className="py-12">
      <section
        data-testid="payment-processing"
        className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
        aria-busy="true"
      >
        <Spinner size="lg" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{s.processingMessage}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{s.verificationMessage}</p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{s.verifyingMessage}</p>
        {retrying && (
          <p className="mt-3 text-sm text-amber-700 dark:text-amber-300" role="status">
            {t('result.retrying')}
          </p>
        )}
      </section>
    </Container>
  );
}

function SuccessPage({
  pages,
  courseId,
  amount,
  invoiceId,
  refundAmount,
}: {
  pages: PaymentPages;
  courseId: string | null;
  amount: number;
  invoiceId: string | null;
  /** A cart's share for courses already owned, to be refunded (taka). */
  refundAmount: number | null;
}) {
  const { t } = useTranslation('commerce');
  const { money } = useMoney();
  const s = pages.success;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const [leaving, setLeaving] = useState(false);
  const target = courseId ? `/course-access/${courseId}` : '/profile';

  useEffect(() => {
    void refreshSessionUser(queryClient);
  }, [queryClient]);

  useEffect(() => {
    if (leaving) return;
    if (seconds <= 0) {
      setLeaving(true);
      void refreshSessionUser(queryClient).then(() => navigate(target, { replace: true }));
      return;
    }
    const timer = setTimeout(() => setSeconds((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds, leaving, navigate, queryClient, target]);

  return (
    <Panel
      colours={{ backgroundColor: s.backgroundColor, color: s.textColor }}
      icon={<FaCheckCircle aria-hidden="true" className="size-16" style={{ color: s.iconColor }} />}
      title={s.title}
      subtitle={s.subtitle}
      animate={s.showAnimation}
    >
      <p className="mt-4">{s.message}</p>
      {amount > 0 && <p className="mt-2 text-sm opacity-90">{t('result.amount', { amount: money(amount) })}</p>}
      {invoiceId && <p className="mt-1 text-sm opacity-90">{t('result.invoice', { id: invoiceId })}</p>}
      {refundAmount !== null && (
        <p className="mt-2 text-sm opacity-90">{t('result.partlyDuplicate', { amount: money(refundAmount) })}</p>
      )}
      <ButtonLink to={target} replace size="lg" variant="secondary" className="mt-6">
        {t('result.goToCourse')}
      </ButtonLink>
      <p className="mt-4 text-sm opacity-90" aria-live="polite">
        {leaving ? s.redirectingMessage : `${s.redirectMessage} (${seconds})`}
      </p>
    </Panel>
  );
}

/**
 * The failure card's buttons take the configured colours (admin-side §3 Payment pages), not the site's button look:
 * Try Again filled in the text colour, Back to Courses outlined in it, so both read on any chosen background.
 */
const CARD_BUTTON =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg border-2 px-6 text-base font-medium transition-opacity hover:opacity-85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

/**
 * The failure card in its configured colours. A cancelled payment says so (its own title, subtitle and message)
 * and keeps the configured retry text and buttons; a failed one shows the configured failure texts.
 */
function FailurePage({
  pages,
  detail,
  courseId,
  outcome = 'failed',
}: {
  pages: PaymentPages;
  detail: string | null;
  courseId: string | null;
  outcome?: 'failed' | 'cancelled';
}) {
  const { t } = useTranslation('commerce');
  const f = pages.failure;
  const isCancelled = outcome === 'cancelled';
  const Icon = isCancelled ? FaBan : FaTimesCircle;
  const message = isCancelled ? t('result.cancelledMessage') : f.message;
  return (
    <Panel
      colours={{ backgroundColor: f.backgroundColor, color: f.textColor }}
      icon={<Icon aria-hidden="true" className="size-16" style={{ color: f.iconColor }} />}
      title={isCancelled ? t('result.cancelledTitle') : f.title}
      subtitle={isCancelled ? t('result.cancelledSubtitle') : f.subtitle}
      animate={f.showAnimation}
    >
      <p className="mt-4">{message}</p>
      {detail && detail !== message && <p className="mt-2 text-sm opacity-90">{detail}</p>}
      <p className="mt-4 text-sm opacity-90">{f.retryMessage}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {courseId && (
          <Link
            to={`/course/${courseId}`}
            className={CARD_BUTTON}
            style={{ backgroundColor: f.textColor, borderColor: f.textColor, color: f.backgroundColor }}
          >
            {f.tryAgainMessage}
          </Link>
        )}
        <Link to="/courses" className={CARD_BUTTON} style={{ borderColor: f.textColor, color: f.textColor }}>
          {f.buttonText}
        </Link>
      </div>
      {!isCancelled && <p className="mt-6 text-sm opacity-90">{f.supportMessage}</p>}
    </Panel>
  );
}
