import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { SellerBodySchema, type Seller } from '#shared/receipts.ts';
import { RefundSettingsBodySchema, type RefundSettings } from '#shared/refunds.ts';
import { useSaveSeller, useSeller } from '#web/api/receipts.ts';
import { useRefundSettings, useSaveRefundSettings } from '#web/api/refunds.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { Field, inputClass, Toggle } from '#web/features/admin/ui/form-controls.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

type Draft = { allowed: boolean; windowDays: string; progressLimitPercent: string; termsEn: string; termsBn: string };

const draftOf = (s: RefundSettings): Draft => ({
  allowed: s.allowed,
  windowDays: String(s.windowDays),
  progressLimitPercent: String(s.progressLimitPercent),
  termsEn: s.customTerms.en ?? '',
  termsBn: s.customTerms.bn ?? '',
});

/**
 * Refund settings (/admin/refund-settings, issue 35): whether learners may ask for a refund, the window from the
 * payment in days, the progress limit, and the terms in each language (empty: written from the rules, shown below);
 * then the seller printed on receipts.
 */
export function RefundSettingsPage() {
  const { t } = useTranslation(['admin-refunds', 'admin']);
  const settings = useRefundSettings();
  return (
    <div>
      <AdminPageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {settings.isError ? (
        <QueryError
          message={errorMessage(settings.error, t('admin:loadError'))}
          onRetry={() => void settings.refetch()}
        />
      ) : settings.isPending ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : (
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      )}
      <SellerSection />
    </div>
  );
}

function SettingsForm({ settings }: { settings: RefundSettings }) {
  const { t } = useTranslation(['admin-refunds', 'admin']);
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const save = useSaveRefundSettings({ errorToast: t('settings.saveFailed') });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      allowed: draft.allowed,
      windowDays: Number(draft.windowDays),
      progressLimitPercent: Number(draft.progressLimitPercent),
      termsEn: draft.termsEn.trim() || null,
      termsBn: draft.termsBn.trim() || null,
    };
    const parsed = RefundSettingsBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Draft;
        next[key] = t(key === 'windowDays' ? 'settings.windowInvalid' : 'settings.limitInvalid');
      }
      setErrors(next);
      return;
    }
    save.mutate(body, { onSuccess: () => toast.success(t('settings.saved')) });
  };
  const card =
    'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <section className={card} aria-labelledby="refund-rules">
        <h2 id="refund-rules" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
          {t('settings.rules')}
        </h2>
        <Toggle
          id="refund-allowed"
          checked={draft.allowed}
          onCheckedChange={(v) => set('allowed', v)}
          label={t('settings.allowed')}
        />
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('settings.allowedHint')}</p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field
            label={t('settings.windowDays')}
            htmlFor="refund-window"
            error={errors.windowDays ?? null}
            hint={t('settings.windowHint')}
          >
            <input
              id="refund-window"
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              className={inputClass}
              value={draft.windowDays}
              onChange={(e) => set('windowDays', e.target.value)}
              aria-invalid={errors.windowDays ? true : undefined}
            />
          </Field>
          <Field
            label={t('settings.progressLimit')}
            htmlFor="refund-limit"
            error={errors.progressLimitPercent ?? null}
            hint={t('settings.progressHint')}
          >
            <input
              id="refund-limit"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              className={inputClass}
              value={draft.progressLimitPercent}
              onChange={(e) => set('progressLimitPercent', e.target.value)}
              aria-invalid={errors.progressLimitPercent ? true : undefined}
            />
          </Field>
        </div>
      </section>
      <section className={card} aria-labelledby="refund-terms-heading">
        <h2 id="refund-terms-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('settings.terms')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('settings.termsHint')}</p>
        <div className="grid gap-4 lg:grid-cols-2">
          {(['termsEn', 'termsBn'] as const).map((key) => (
            <Field
              key={key}
              label={t(key === 'termsEn' ? 'settings.termsEn' : 'settings.termsBn')}
              htmlFor={`refund-${key}`}
            >
              <textarea
                id={`refund-${key}`}
                lang={key === 'termsEn' ? 'en' : 'bn'}
                rows={5}
                maxLength={2000}
                className={cn(inputClass, 'py-2')}
                placeholder={key === 'termsEn' ? settings.terms.en : settings.terms.bn}
                value={draft[key]}
                onChange={(e) => set(key, e.target.value)}
              />
            </Field>
          ))}
        </div>
      </section>
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending}>
          {t('admin:saveChanges')}
        </Button>
      </div>
    </form>
  );
}

type SellerDraft = { name: string; address: string; binVat: string };

/** The seller printed on every receipt and credit note: name, address, BIN / VAT number (issue 35). */
function SellerSection() {
  const { t } = useTranslation(['admin-refunds', 'admin']);
  const seller = useSeller();
  if (seller.isError) {
    return (
      <div className="mt-6">
        <QueryError message={errorMessage(seller.error, t('admin:loadError'))} onRetry={() => void seller.refetch()} />
      </div>
    );
  }
  if (seller.isPending) return <Skeleton className="mt-6 h-64 w-full rounded-2xl" />;
  return <SellerForm key={JSON.stringify(seller.data)} seller={seller.data} />;
}

function SellerForm({ seller }: { seller: Seller }) {
  const { t } = useTranslation(['admin-refunds', 'admin']);
  const [draft, setDraft] = useState<SellerDraft>({
    name: seller.name ?? '',
    address: seller.address ?? '',
    binVat: seller.binVat ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof SellerDraft, string>>>({});
  const save = useSaveSeller({ errorToast: t('seller.saveFailed') });
  const set = (key: keyof SellerDraft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name: draft.name || null, address: draft.address || null, binVat: draft.binVat || null };
    const parsed = SellerBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<keyof SellerDraft, string>> = {};
      for (const issue of parsed.error.issues)
        next[issue.path[0] as keyof SellerDraft] = t(`seller.${String(issue.path[0])}Invalid`);
      setErrors(next);
      return;
    }
    save.mutate(body, { onSuccess: () => toast.success(t('seller.saved')) });
  };
  const card =
    'mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900';
  return (
    <form onSubmit={submit} noValidate className={card} aria-labelledby="seller-heading">
      <h2 id="seller-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('seller.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t('seller.hint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('seller.name')} htmlFor="seller-name" error={errors.name ?? null}>
          <input
            id="seller-name"
            className={inputClass}
            maxLength={200}
            value={draft.name}
            onChange={(e) => set('name', e.target.value)}
            aria-invalid={errors.name ? true : undefined}
          />
        </Field>
        <Field
          label={t('seller.binVat')}
          htmlFor="seller-bin"
          error={errors.binVat ?? null}
          hint={t('seller.binVatHint')}
        >
          <input
            id="seller-bin"
            className={inputClass}
            maxLength={40}
            value={draft.binVat}
            onChange={(e) => set('binVat', e.target.value)}
            aria-invalid={errors.binVat ? true : undefined}
          />
        </Field>
        <div className="sm:col-span-2">
          <Field label={t('seller.address')} htmlFor="seller-address" error={errors.address ?? null}>
            <textarea
              id="seller-address"
              rows={3}
              maxLength={500}
              className={cn(inputClass, 'py-2')}
              value={draft.address}
              onChange={(e) => set('address', e.target.value)}
              aria-invalid={errors.address ? true : undefined}
            />
          </Field>
        </div>
      </div>
      <div className="mt-4 flex justify-end">
        <Button type="submit" isLoading={save.isPending}>
          {t('seller.save')}
        </Button>
      </div>
    </form>
  );
}
