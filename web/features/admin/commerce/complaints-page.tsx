import { useState } from 'react';
import { HiOutlineExclamationCircle } from 'react-icons/hi';
import { toast } from 'sonner';
import { ComplaintAnswerBodySchema, type AdminComplaint } from '#shared/complaints.ts';
import { formatDateTime } from '#shared/dates.ts';
import { htmlToText } from '#shared/html-text.ts';
import { useAdminComplaints, useAnswerComplaint } from '#web/api/complaints.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { inputClass } from '#web/components/ui/form/control-class.ts';
import { FormField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { AdminDialog } from '#web/features/admin/ui/admin-dialog.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { AdminPager } from '#web/features/admin/ui/pager.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { errorMessage } from '#web/lib/api-client.ts';

const PAGE_SIZE = 10;
type Filter = 'open' | 'answered' | '';
type AnswerForm = { answer: string };

const STATE_CLASS = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  overdue: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-200',
  answered: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-200',
} as const;

function StateBadge({ complaint }: { complaint: AdminComplaint }) {
  const { t } = useTranslation('admin-complaints');
  const state = complaint.status === 'answered' ? 'answered' : complaint.overdue ? 'overdue' : 'open';
  return (
    <span
      data-testid="complaint-status"
      className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold', STATE_CLASS[state])}
    >
      {t(`status.${state}`)}
    </span>
  );
}

function useWhen() {
  const { i18n } = useTranslation('admin-complaints');
  return (iso: string) => formatDateTime(iso, undefined, i18n.language);
}

/** The complaint, its times and, once answered, the answer. */
function Details({ complaint }: { complaint: AdminComplaint }) {
  const { t } = useTranslation('admin-complaints');
  const when = useWhen();
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium text-slate-900 dark:text-white">{htmlToText(complaint.courseName)}</p>
      <p className="break-words whitespace-pre-line text-slate-800 dark:text-slate-200">{complaint.text}</p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('filed', { when: when(complaint.createdAt) })} ·{' '}
        <span className={cn(complaint.overdue && 'font-semibold text-red-700 dark:text-red-300')}>
          {t('due', { when: when(complaint.responseDueAt) })}
        </span>
      </p>
      {complaint.answer && (
        <p className="rounded-lg bg-emerald-50 p-2 break-words whitespace-pre-line text-slate-800 dark:bg-emerald-950/40 dark:text-slate-200">
          <span className="font-semibold">{t('answerLabel')}:</span> {complaint.answer}
        </p>
      )}
    </div>
  );
}

function AnswerButton({ complaint, onAnswer }: { complaint: AdminComplaint; onAnswer: (c: AdminComplaint) => void }) {
  const { t } = useTranslation('admin-complaints');
  if (complaint.status !== 'open') return null;
  return (
    <Button size="sm" aria-label={t('answerFor', { name: complaint.userName })} onClick={() => onAnswer(complaint)}>
      {t('answer')}
    </Button>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
const td = 'px-4 py-3 align-top text-sm text-slate-700 dark:text-slate-300';

function ComplaintList({
  complaints,
  onAnswer,
}: {
  complaints: AdminComplaint[];
  onAnswer: (c: AdminComplaint) => void;
}) {
  const { t } = useTranslation('admin-complaints');
  return (
    <>
      <table className="hidden w-full md:table">
        <thead className="border-b border-slate-200 dark:border-slate-800">
          <tr>
            {(['learner', 'complaint', 'status'] as const).map((col) => (
              <th key={col} scope="col" className={th}>
                {t(`col.${col}`)}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">{t('col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {complaints.map((c) => (
            <tr key={c._id} data-testid="complaint-row">
              <td className={cn(td, 'w-56')}>
                <span className="block font-medium text-slate-900 dark:text-white">{c.userName}</span>
                <span className="block text-xs break-all">{c.userEmail}</span>
              </td>
              <td className={td}>
                <Details complaint={c} />
              </td>
              <td className={td}>
                <StateBadge complaint={c} />
              </td>
              <td className={cn(td, 'text-end')}>
                <AnswerButton complaint={c} onAnswer={onAnswer} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label={t('listTitle')}>
        {complaints.map((c) => (
          <li
            key={c._id}
            data-testid="complaint-card"
            className="rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900 dark:text-white">{c.userName}</p>
                <p className="text-xs break-all text-slate-600 dark:text-slate-400">{c.userEmail}</p>
              </div>
              <StateBadge complaint={c} />
            </div>
            <div className="mt-2">
              <Details complaint={c} />
            </div>
            <div className="mt-3">
              <AnswerButton complaint={c} onAnswer={onAnswer} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The answer, e-mailed to the learner; a complaint is answered once. */
function AnswerDialog({ complaint, onClose }: { complaint: AdminComplaint | null; onClose: () => void }) {
  const { t } = useTranslation(['admin-complaints', 'admin']);
  const send = useAnswerComplaint({ errorToast: false });
  const form = useSchemaForm<AnswerForm>({ schema: ComplaintAnswerBodySchema, defaultValues: { answer: '' } });
  const close = () => {
    form.reset();
    send.reset();
    onClose();
  };
  const submit = async ({ answer }: AnswerForm) => {
    if (!complaint) return;
    try {
      const answered = await send.mutateAsync({ complaintId: complaint._id, answer });
      toast.success(answered.message);
      close();
    } catch (error) {
      form.setError('answer', { message: errorMessage(error, t('failed')) });
    }
  };
  return (
    <AdminDialog
      open={complaint !== null}
      onOpenChange={(open) => !open && close()}
      title={t('answerTitle')}
      description={complaint ? t('answerLine', { name: complaint.userName }) : undefined}
    >
      {complaint && (
        <blockquote className="mb-4 rounded-lg bg-slate-50 p-3 text-sm break-words whitespace-pre-line text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
          {complaint.text}
        </blockquote>
      )}
      <Form form={form} onSubmit={submit}>
        <FormField<AnswerForm> name="answer" label={t('answerLabel')} hint={t('answerHint')}>
          {(control) => (
            <textarea
              {...control}
              rows={5}
              maxLength={2000}
              className={cn(inputClass, 'min-h-28 py-2')}
              {...form.register('answer')}
            />
          )}
        </FormField>
        <div className="mt-6 flex justify-end gap-3">
          <Button type="button" variant="outline" onClick={close}>
            {t('admin:cancel')}
          </Button>
          <Button type="submit" isLoading={send.isPending}>
            {t('send')}
          </Button>
        </div>
      </Form>
    </AdminDialog>
  );
}

/**
 * Complaints (/admin/complaints, issue 35): learners' complaints about their orders, open ones first by the time
 * their answer is due (filed + 72 hours; overdue past it), then answered ones, newest first.
 */
export function ComplaintsPage() {
  const { t } = useTranslation(['admin-complaints', 'admin']);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Filter>('open');
  const [answering, setAnswering] = useState<AdminComplaint | null>(null);
  const list = useAdminComplaints({ page, limit: PAGE_SIZE, ...(status ? { status } : {}) });
  const complaints = list.data?.complaints ?? [];
  return (
    <div>
      <AdminPageHeader title={t('title')} subtitle={t('subtitle')} />
      <section
        aria-labelledby="complaint-list"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="complaint-list" className="sr-only">
          {t('listTitle')}
        </h2>
        <div className="mb-4 sm:w-48">
          <label htmlFor="complaint-status" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('filter')}
          </label>
          <select
            id="complaint-status"
            className={cn(inputClass, 'mt-1')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Filter);
              setPage(1);
            }}
          >
            <option value="open">{t('filterOpen')}</option>
            <option value="answered">{t('filterAnswered')}</option>
            <option value="">{t('all')}</option>
          </select>
        </div>
        {list.isError ? (
          <QueryError message={errorMessage(list.error, t('admin:loadError'))} onRetry={() => void list.refetch()} />
        ) : list.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : complaints.length === 0 ? (
          <EmptyState icon={<HiOutlineExclamationCircle />} title={t('empty')} line={t('emptyLine')} titleAs="p" />
        ) : (
          <>
            <ComplaintList complaints={complaints} onAnswer={setAnswering} />
            <AdminPager page={page} totalPages={list.data.pagination.totalPages} onPage={setPage} label={t('pager')} />
          </>
        )}
      </section>
      <AnswerDialog complaint={answering} onClose={() => setAnswering(null)} />
    </div>
  );
}
