import { Tabs } from 'radix-ui';
import { useMemo, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import type { PaymentPagesAnswer } from '#shared/content/pages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { usePaymentPages } from '#web/api/pages.ts';
import { useResetPaymentPages, useUpdatePaymentPages } from '#web/api/content-writes.ts';
import { QueryFrame } from './editor-frame.tsx';
import { kindWithBadColour, type PaymentKind, paymentFormOf } from './payment-model.ts';
import { PaymentPageFields } from './payment-page-fields.tsx';
import { useEditorState } from './use-editor-state.ts';
import { useUnsavedChanges } from '#web/features/admin/ui/unsaved-changes.tsx';

const KINDS = ['success', 'failure'] as const;
const tabClass =
  'flex-1 border-b-2 border-transparent px-4 py-3 text-sm font-semibold whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:flex-none data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:text-white';

function PaymentPagesEditor({ pages }: { pages: PaymentPagesAnswer }) {
  const { t } = useTranslation('admin-content');
  const server = useMemo(() => paymentFormOf(pages), [pages]);
  const { value: form, isDirty, update, reset } = useEditorState(server);
  useUnsavedChanges(isDirty);
  const [tab, setTab] = useState<PaymentKind>('success');
  const [confirming, setConfirming] = useState(false);
  const save = useUpdatePaymentPages({ errorToast: t('payment.failed') });
  const restore = useResetPaymentPages({ errorToast: t('payment.resetFailed') });
  if (!form) return null;

  const onSave = () => {
    const bad = kindWithBadColour(form);
    if (bad) {
      setTab(bad);
      toast.error(t('payment.hexInvalid'));
      return;
    }
    save.mutate(form, {
      onSuccess: () => {
        reset();
        toast.success(t('payment.saved'));
      },
    });
  };
  const onReset = () =>
    restore.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        reset();
        toast.success(t('payment.resetDone'));
      },
    });

  return (
    <>
      <AdminPageHeader
        title={t('payment.title')}
        subtitle={t('payment.subtitle')}
        actions={
          <>
            {isDirty && (
              <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-200">
                {t('admin:unsavedChanges')}
              </span>
            )}
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={save.isPending}>
              {t('payment.resetToDefault')}
            </Button>
            <Button onClick={onSave} isLoading={save.isPending}>
              {save.isPending ? t('admin:saving') : t('admin:saveChanges')}
            </Button>
          </>
        }
      />
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as PaymentKind)}>
        <Tabs.List
          aria-label={t('payment.tabsLabel')}
          className="mb-6 flex overflow-x-auto border-b border-slate-200 dark:border-slate-800"
        >
          {KINDS.map((kind) => (
            <Tabs.Trigger key={kind} value={kind} className={tabClass}>
              {t(`payment.tabs.${kind}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {KINDS.map((kind) => (
          <Tabs.Content key={kind} value={kind} className="focus-visible:outline-none">
            <PaymentPageFields
              kind={kind}
              page={form[kind]}
              onChange={(change) => update((f) => ({ ...f, [kind]: { ...f[kind], ...change } }))}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('payment.resetToDefault')}
        description={t('payment.resetConfirm')}
        confirmLabel={t('payment.resetToDefault')}
        onConfirm={onReset}
        isPending={restore.isPending}
      />
    </>
  );
}

/** /admin/payment-pages: texts, colours and animation of the payment result pages (admin-side §2 Content editors). */
export function PaymentPagesPage() {
  const { t } = useTranslation('admin-content');
  const query = usePaymentPages();
  if (query.data) return <PaymentPagesEditor pages={query.data} />;
  return (
    <>
      <AdminPageHeader title={t('payment.title')} subtitle={t('payment.subtitle')} />
      <QueryFrame query={query} rows={6}>
        {() => null}
      </QueryFrame>
    </>
  );
}
