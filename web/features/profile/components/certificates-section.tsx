import { useId, useState, type FormEvent } from 'react';
import { HiOutlineBadgeCheck, HiOutlineDownload, HiOutlineExternalLink } from 'react-icons/hi';
import { toast } from 'sonner';
import type { MyCertificate, PrintedName } from '#shared/certificates/certificates.ts';
import { formatDate } from '#shared/dates.ts';
import { certificatePdfUrl, useChoosePrintedName, useMyCertificates } from '#web/api/certificates.ts';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { inputClass } from '#web/components/ui/form/control-class.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { SectionError, SectionTitle } from './section-states.tsx';

const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

/** "My certificates" (issue 33): each certificate with its downloads, verification page and LinkedIn link. */
export function CertificatesSection() {
  const { t } = useTranslation('certificates');
  const mine = useMyCertificates();
  if (mine.isPending)
    return (
      <section aria-busy="true">
        <SectionTitle>{t('my.title')}</SectionTitle>
        <Skeleton className="h-40 rounded-2xl" />
      </section>
    );
  if (mine.isError)
    return (
      <section>
        <SectionTitle>{t('my.title')}</SectionTitle>
        <SectionError message={t('my.loadError')} onRetry={() => void mine.refetch()} />
      </section>
    );
  const { certificates, name } = mine.data;
  return (
    <section>
      <SectionTitle>{t('my.title')}</SectionTitle>
      {certificates.length > 0 && <NameChoice name={name} />}
      {certificates.length === 0 ? (
        <EmptyState
          icon={<HiOutlineBadgeCheck />}
          title={t('my.empty')}
          line={t('my.emptyLine')}
          titleAs="h3"
          className="rounded-2xl border border-dashed border-slate-300 dark:border-slate-700"
        />
      ) : (
        <ul className="mt-4 space-y-4">
          {certificates.map((certificate) => (
            <CertificateCard key={certificate._id} certificate={certificate} nameChosen={name.chosen} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CertificateCard({ certificate, nameChosen }: { certificate: MyCertificate; nameChosen: boolean }) {
  const { t, i18n } = useTranslation('certificates');
  const date = (iso: string) => formatDate(iso, undefined, i18n.language);
  const valid = certificate.status === 'valid';
  const link = buttonClass('outline', 'sm', 'gap-1.5');
  // Before the learner chose their printed name, a download first asks for it (the form above).
  const download = (lang: 'bn' | 'en') =>
    nameChosen ? (
      <a className={link} href={certificatePdfUrl(certificate._id, lang)} download>
        <HiOutlineDownload aria-hidden="true" />
        {t(lang === 'bn' ? 'my.downloadBn' : 'my.downloadEn')}
      </a>
    ) : (
      <Button
        variant="outline"
        size="sm"
        className="gap-1.5"
        onClick={() => {
          toast.info(t('name.chooseFirst'));
          document.getElementById('certificate-name-en')?.focus();
        }}
      >
        <HiOutlineDownload aria-hidden="true" />
        {t(lang === 'bn' ? 'my.downloadBn' : 'my.downloadEn')}
      </Button>
    );
  return (
    <li className={card} data-testid="certificate-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <BengaliAwareText
            as="h3"
            text={certificate.courseName}
            className="font-semibold text-slate-900 dark:text-white"
          />
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
            {t('my.issuedOn', { date: date(certificate.issuedAt) })} ·{' '}
            <span className="font-mono">{t('my.id', { id: certificate._id })}</span>
          </p>
        </div>
        <span
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            valid
              ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950/50 dark:text-emerald-200'
              : 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/50 dark:text-red-200',
          )}
        >
          {valid ? t('my.valid') : t('my.revoked')}
        </span>
      </div>
      {!valid && certificate.revokedAt && (
        <p className="mt-2 text-sm text-red-700 dark:text-red-300">
          {t('my.revokedOn', { date: date(certificate.revokedAt), reason: certificate.reason ?? '' })}
        </p>
      )}
      {valid && (
        <div className="mt-4 flex flex-wrap gap-2">
          {download('bn')}
          {download('en')}
          <a className={link} href={certificate.verifyUrl} target="_blank" rel="noreferrer">
            <HiOutlineExternalLink aria-hidden="true" />
            {t('my.verify')}
          </a>
          <a className={link} href={certificate.linkedInUrl} target="_blank" rel="noreferrer">
            <HiOutlineExternalLink aria-hidden="true" />
            {t('my.linkedIn')}
          </a>
        </div>
      )}
    </li>
  );
}

/** The printed name: chosen once, in Bengali and/or English; until then the account's name is printed. */
function NameChoice({ name }: { name: PrintedName }) {
  const { t } = useTranslation('certificates');
  const [nameEn, setNameEn] = useState(name.nameEn);
  const [nameBn, setNameBn] = useState(name.nameBn);
  const [error, setError] = useState<string | null>(null);
  const choose = useChoosePrintedName({ errorToast: false });
  const errorId = useId();
  const printed = [name.nameBn, name.nameEn].filter(Boolean).join(' / ');
  if (name.chosen)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <BengaliAwareText text={t('name.chosen', { name: printed })} />
      </p>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameEn.trim() === '' && nameBn.trim() === '') {
      setError(t('name.required'));
      document.getElementById('certificate-name-en')?.focus();
      return;
    }
    if (!window.confirm(t('name.confirm'))) return;
    setError(null);
    choose.mutate(
      { nameEn, nameBn },
      {
        onSuccess: () => toast.success(t('name.saved')),
        onError: (err) =>
          setError(err instanceof ApiError && err.code === 'validation_failed' ? t('name.required') : t('name.failed')),
      },
    );
  };
  return (
    <form onSubmit={submit} className={cn(card, 'space-y-3')} noValidate aria-labelledby={`${errorId}-title`}>
      <h3 id={`${errorId}-title`} className="font-semibold text-slate-900 dark:text-white">
        {t('name.title')}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('name.line')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        <BengaliAwareText text={t('name.current', { name: printed })} />
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('name.nameBn')}
          <input
            className={cn(inputClass, 'mt-1')}
            lang="bn"
            value={nameBn}
            maxLength={80}
            onChange={(e) => setNameBn(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          {t('name.nameEn')}
          <input
            id="certificate-name-en"
            className={cn(inputClass, 'mt-1')}
            lang="en"
            value={nameEn}
            maxLength={80}
            onChange={(e) => setNameEn(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" disabled={choose.isPending}>
        {choose.isPending ? t('name.saving') : t('name.save')}
      </Button>
    </form>
  );
}
