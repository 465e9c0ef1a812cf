import { HiOutlineBadgeCheck, HiOutlineBan, HiOutlineQuestionMarkCircle } from 'react-icons/hi';
import { useParams } from 'react-router';
import { CERTIFICATE_ID_PATTERN } from '#shared/certificates/certificate-rules.ts';
import { formatDate } from '#shared/dates.ts';
import { useVerifyCertificate, verifyCertificateQuery } from '#web/api/certificates.ts';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { pageTitle, usePageHead } from '#web/lib/head.tsx';
import { pageLoader } from '#web/lib/page-data.ts';

const normalise = (id: string | undefined) => (id ?? '').trim().toUpperCase();

/** The certificate's state, read on the server before the page is drawn (no sign-in, no script needed to read it). */
export const loader = pageLoader(async ({ params, load }) => {
  const id = normalise(params.id);
  if (CERTIFICATE_ID_PATTERN.test(id)) await load(verifyCertificateQuery(id));
});

/** /verify/{certificateId} (issue 33): who, which course, when, and whether it is Valid or Revoked. */
export function VerifyPage() {
  const { t, i18n } = useTranslation('certificates');
  const id = normalise(useParams().id);
  const wellFormed = CERTIFICATE_ID_PATTERN.test(id);
  const query = useVerifyCertificate(id);
  const certificate = wellFormed ? query.data : undefined;
  const date = (iso: string) => formatDate(iso, undefined, i18n.language);
  const missing =
    !wellFormed || (query.isError && query.error instanceof ApiError && query.error.code === 'certificate_not_found');

  usePageHead(
    certificate
      ? {
          title: pageTitle(t('verify.headTitle', { name: certificate.learnerName, course: certificate.courseName })),
          description: t(certificate.status === 'valid' ? 'verify.headValid' : 'verify.headRevoked', {
            name: certificate.learnerName,
            course: certificate.courseName,
            date: date(certificate.issuedAt),
            issuer: certificate.issuerName,
          }),
        }
      : missing
        ? { title: pageTitle(t('verify.notFound')) }
        : null,
  );

  if (missing) {
    return (
      <Container className="py-16">
        <EmptyState
          titleAs="h1"
          icon={<HiOutlineQuestionMarkCircle />}
          title={t('verify.notFound')}
          line={t('verify.notFoundText', { id: id || '—' })}
        />
      </Container>
    );
  }
  if (query.isError) {
    return <QueryError message={t('verify.loadError')} onRetry={() => void query.refetch()} />;
  }
  if (!certificate) {
    return (
      <Container className="py-12">
        <div className="mx-auto max-w-2xl space-y-4" aria-busy="true">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-48 w-full" />
        </div>
      </Container>
    );
  }

  const valid = certificate.status === 'valid';
  return (
    <Container className="py-10 sm:py-14">
      <article className="mx-auto max-w-2xl">
        <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{t('verify.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{t('verify.title')}</h1>
        <div
          role="status"
          data-testid="certificate-status"
          className={
            valid
              ? 'mt-6 flex items-start gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'
              : 'mt-6 flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
          }
        >
          {valid ? (
            <HiOutlineBadgeCheck aria-hidden="true" className="mt-0.5 shrink-0 text-2xl" />
          ) : (
            <HiOutlineBan aria-hidden="true" className="mt-0.5 shrink-0 text-2xl" />
          )}
          <div>
            <p className="text-lg font-bold">{valid ? t('verify.valid') : t('verify.revoked')}</p>
            <p className="mt-0.5 text-sm">
              {valid
                ? t('verify.validText', { issuer: certificate.issuerName })
                : t('verify.revokedText', { date: date(certificate.revokedAt!) })}
            </p>
            {!valid && certificate.reason && (
              <p className="mt-1 text-sm">
                {t('verify.reason')} <BengaliAwareText text={certificate.reason} />
              </p>
            )}
          </div>
        </div>
        <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          <Row label={t('verify.learner')}>
            <BengaliAwareText text={certificate.learnerName} className="font-semibold" />
            {certificate.learnerNameAlt && (
              <BengaliAwareText
                as="p"
                text={certificate.learnerNameAlt}
                className="text-slate-600 dark:text-slate-300"
              />
            )}
          </Row>
          <Row label={t('verify.course')}>
            <BengaliAwareText text={certificate.courseName} className="font-semibold" />
          </Row>
          <Row label={t('verify.issued')}>{date(certificate.issuedAt)}</Row>
          <Row label={t('verify.id')}>
            <span className="font-mono tracking-wider">{certificate._id}</span>
          </Row>
          <Row label={t('verify.issuer')}>{certificate.issuerName}</Row>
        </dl>
      </article>
    </Container>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
