import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { HiOutlineChatAlt2, HiX } from 'react-icons/hi';
import { toast } from 'sonner';
import { ComplaintBodySchema, type Complaint } from '#shared/complaints.ts';
import { formatDateTime } from '#shared/dates.ts';
import { useFileComplaint, useMyComplaints } from '#web/api/complaints.ts';
import { BengaliAwareText } from '#web/components/ui/bengali-aware-text.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { inputClass } from '#web/components/ui/form/control-class.ts';
import { FormField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import { plainText } from './course-cards.tsx';
import { SectionError } from './section-states.tsx';

type ComplaintForm = { text: string };

const STATE_LOOK = {
  open: 'bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-950/50 dark:text-amber-200',
  overdue: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/50 dark:text-red-200',
  answered: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30 dark:bg-emerald-950/50 dark:text-emerald-200',
} as const;

const stateOf = (c: Complaint) => (c.status === 'answered' ? 'answered' : c.overdue ? 'overdue' : 'open');

/**
 * "Report a problem" on one order of the purchase history (issue 35): the learner's complaint in free text, which the
 * admins must answer within 72 hours. Any order of theirs may be complained about (the server checks it is theirs).
 */
export function ReportProblem({ orderId, courseName }: { orderId: string; courseName: string }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const file = useFileComplaint({ errorToast: false });
  const returnFocus = useReturnFocus(open);
  const form = useSchemaForm<ComplaintForm>({ schema: ComplaintBodySchema, defaultValues: { text: '' } });
  const submit = async ({ text }: ComplaintForm) => {
    try {
      const answer = await file.mutateAsync({ orderId, text });
      toast.success(answer.message);
      form.reset();
      setOpen(false);
    } catch (error) {
      form.setError('text', { message: errorMessage(error, t('complaints.failed')) });
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.clearErrors();
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="ghost"
          className="mt-1"
          aria-label={t('complaints.reportFor', { course: courseName })}
        >
          <HiOutlineChatAlt2 aria-hidden="true" className="h-4 w-4" />
          {t('complaints.report')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6 dark:bg-slate-900"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
                {t('complaints.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm break-words text-slate-600 dark:text-slate-400">
                <BengaliAwareText text={courseName} />
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('orders.cancel')}>
                <HiX aria-hidden="true" className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Form form={form} onSubmit={submit}>
            <FormField<ComplaintForm> name="text" label={t('complaints.label')} hint={t('complaints.hint')}>
              {(control) => (
                <textarea
                  {...control}
                  rows={5}
                  maxLength={2000}
                  className={cn(inputClass, 'min-h-28 py-2')}
                  {...form.register('text')}
                />
              )}
            </FormField>
            <div className="mt-4 flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  {t('orders.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" isLoading={file.isPending}>
                {t('complaints.send')}
              </Button>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The learner's complaints under the purchase history, newest first: waiting (with the time an answer is due, late
 * once past it) or answered (with the admins' answer).
 */
export function MyComplaints() {
  const { t } = useTranslation('profile');
  const complaints = useMyComplaints();
  return (
    <section aria-labelledby="my-complaints" className="mt-8">
      <h3 id="my-complaints" className="mb-3 text-lg font-bold text-slate-900 dark:text-white">
        {t('complaints.heading')}
      </h3>
      {complaints.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-24 rounded-2xl" />
        </div>
      ) : complaints.isError ? (
        <SectionError message={t('complaints.error')} onRetry={() => void complaints.refetch()} />
      ) : complaints.data.length === 0 ? (
        <EmptyState
          icon={<HiOutlineChatAlt2 />}
          titleAs="p"
          title={t('complaints.emptyTitle')}
          line={t('complaints.emptyLine')}
          className="rounded-2xl border border-dashed border-slate-300 dark:border-slate-700"
        />
      ) : (
        <ul className="space-y-3">
          {complaints.data.map((complaint) => (
            <ComplaintCard key={complaint._id} complaint={complaint} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ComplaintCard({ complaint }: { complaint: Complaint }) {
  const { t, i18n } = useTranslation('profile');
  const when = (iso: string) => formatDateTime(iso, undefined, i18n.language);
  const state = stateOf(complaint);
  return (
    <li
      data-testid="complaint"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-slate-900 dark:text-white">
          <BengaliAwareText text={plainText(complaint.courseName)} />
        </p>
        <span
          data-testid="complaint-status"
          className={cn(
            'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
            STATE_LOOK[state],
          )}
        >
          {t(`complaints.status.${state}`)}
        </span>
      </div>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {t('complaints.filed')} <time dateTime={complaint.createdAt}>{when(complaint.createdAt)}</time>
      </p>
      <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800 dark:text-slate-200">
        {complaint.text}
      </p>
      {complaint.status === 'open' ? (
        <p
          data-testid="complaint-due"
          className={cn(
            'mt-3 text-sm font-medium',
            complaint.overdue ? 'text-red-700 dark:text-red-300' : 'text-amber-800 dark:text-amber-200',
          )}
        >
          {t(complaint.overdue ? 'complaints.overdue' : 'complaints.due', { when: when(complaint.responseDueAt) })}
        </p>
      ) : (
        <div
          data-testid="complaint-answer"
          className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm text-slate-800 dark:bg-emerald-950/40 dark:text-slate-200"
        >
          <p className="font-semibold text-emerald-800 dark:text-emerald-200">
            {t('complaints.answer')}
            {complaint.answeredAt && (
              <>
                {' · '}
                <time dateTime={complaint.answeredAt} className="font-normal">
                  {when(complaint.answeredAt)}
                </time>
              </>
            )}
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{complaint.answer}</p>
        </div>
      )}
    </li>
  );
}
