import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { HiDownload, HiOutlineCollection, HiPencil, HiPlus, HiTrash, HiUpload } from 'react-icons/hi';
import { toast } from 'sonner';
import { htmlToText } from '#shared/html-text.ts';
import { type AdminQuestion, QUESTION_TYPES, type QuestionType } from '#shared/learning/questions.ts';
import { exportQuestionsCsv, useDeleteQuestion, useImportQuestions, useQuestionBank } from '#web/api/question-bank.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { useFormText } from '#web/components/ui/form/form-text.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { formatNumber } from '#shared/numbers.ts';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { ConfirmDialog } from '../ui/admin-dialog.tsx';
import { AdminPageHeader } from '../ui/admin-page-header.tsx';
import { Field, inputClass } from '../ui/form-controls.tsx';
import { AdminPager } from '../ui/pager.tsx';
import { downloadCsv } from '../users/users-model.ts';
import { QuestionDialog } from './question-dialog.tsx';

export const BANK_PAGE_SIZE = 10;

interface BankFilter {
  search: string;
  type: QuestionType | 'all';
  tag: string;
  page: number;
}

/** A question's text as one line: the reader's language first, else the other. */
export function questionLine(q: Pick<AdminQuestion, 'text'>, language: string): string {
  const first = language === 'bn' ? q.text.bn : q.text.en;
  return htmlToText(first.trim() ? first : language === 'bn' ? q.text.en : q.text.bn);
}

/** The rows of the bank the filter keeps: a type, a tag, and words found in either language's text or a tag. */
export function filterQuestions(questions: readonly AdminQuestion[], filter: Omit<BankFilter, 'page'>) {
  const words = filter.search.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean);
  return questions.filter((q) => {
    if (filter.type !== 'all' && q.type !== filter.type) return false;
    if (filter.tag && !q.tags.includes(filter.tag)) return false;
    const haystack = [htmlToText(q.text.bn), htmlToText(q.text.en), ...q.tags].join(' ').normalize('NFC').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/**
 * A course's question bank (/admin/question-bank/:courseId, issue 37): filter by type and tag, search, pages of 10,
 * write and rewrite questions, delete with a confirmation; import a CSV (all rows or none, every bad row listed
 * with its reason) and export one.
 */
export function QuestionBankPage() {
  const { courseId = '' } = useParams();
  const { t, i18n } = useTranslation(['admin-quizzes', 'admin']);
  const text = useFormText();
  const bank = useQuestionBank(courseId);
  const remove = useDeleteQuestion({ errorToast: t('bank.deleteFailed') });
  const importCsv = useImportQuestions(courseId, { errorToast: false });
  const [filter, setFilter] = useState<BankFilter>({ search: '', type: 'all', tag: '', page: 1 });
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminQuestion | null>(null);
  const [importRows, setImportRows] = useState<{ row: number; message: string }[] | null>(null);
  const [exporting, setExporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const report = useRef<HTMLDivElement>(null);

  const shown = useMemo(() => filterQuestions(bank.data?.questions ?? [], filter), [bank.data, filter]);
  const pages = Math.max(1, Math.ceil(shown.length / BANK_PAGE_SIZE));
  const page = Math.min(filter.page, pages);
  const rows = shown.slice((page - 1) * BANK_PAGE_SIZE, page * BANK_PAGE_SIZE);
  const set = (patch: Partial<BankFilter>) => setFilter((f) => ({ ...f, page: 1, ...patch }));

  useEffect(() => {
    if (importRows) report.current?.focus();
  }, [importRows]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setImportRows(null);
    const csv = await file.text();
    importCsv.mutate(csv, {
      onSuccess: (answer) => toast.success(t('bank.imported', { count: answer.imported })),
      onError: (error) => {
        if (error instanceof ApiError && error.rows?.length) setImportRows(error.rows);
        else toast.error(errorMessage(error, t('bank.importFailed')));
      },
      onSettled: () => {
        if (fileInput.current) fileInput.current.value = '';
      },
    });
  };
  const onExport = () => {
    setExporting(true);
    exportQuestionsCsv(courseId)
      .then((csv) => downloadCsv(csv, `questions-${courseId}.csv`))
      .catch((error: unknown) => toast.error(errorMessage(error, t('bank.exportFailed'))))
      .finally(() => setExporting(false));
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDeleting(null);
      },
    });
  };

  return (
    <div>
      <AdminPageHeader
        title={t('bank.title')}
        subtitle={t('bank.subtitle')}
        actions={
          <>
            <ButtonLink to={`/admin/update-course/${courseId}`} variant="ghost">
              {t('bank.backToCourse')}
            </ButtonLink>
            <Button variant="outline" onClick={() => fileInput.current?.click()} isLoading={importCsv.isPending}>
              <HiUpload aria-hidden="true" className="h-4 w-4" />
              {t('bank.import')}
            </Button>
            <Button variant="outline" onClick={onExport} isLoading={exporting}>
              <HiDownload aria-hidden="true" className="h-4 w-4" />
              {t('bank.export')}
            </Button>
            <Button onClick={() => setEditing('new')}>
              <HiPlus aria-hidden="true" className="h-4 w-4" />
              {t('bank.create')}
            </Button>
          </>
        }
      />
      <input
        ref={fileInput}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('bank.importFile')}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {importRows && (
        <div
          ref={report}
          tabIndex={-1}
          role="alert"
          className="mb-6 rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <h2 className="font-semibold">{t('bank.importRefused', { count: importRows.length })}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {importRows.map((r) => (
              <li key={`${r.row}-${r.message}`}>
                {t('bank.importRow', { row: formatNumber(r.row, i18n.language), message: text(r.message) })}
              </li>
            ))}
          </ul>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setImportRows(null)}>
            {t('admin:close')}
          </Button>
        </div>
      )}
      <section
        aria-labelledby="bank-list"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      >
        <h2 id="bank-list" className="sr-only">
          {t('bank.listTitle')}
        </h2>
        <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
          <Field label={t('bank.search')} htmlFor="bank-search">
            <input
              id="bank-search"
              type="search"
              className={inputClass}
              value={filter.search}
              onChange={(e) => set({ search: e.target.value })}
            />
          </Field>
          <Field label={t('bank.typeFilter')} htmlFor="bank-type">
            <select
              id="bank-type"
              className={inputClass}
              value={filter.type}
              onChange={(e) => set({ type: e.target.value as BankFilter['type'] })}
            >
              <option value="all">{t('bank.allTypes')}</option>
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('bank.tagFilter')} htmlFor="bank-tag">
            <select
              id="bank-tag"
              className={inputClass}
              value={filter.tag}
              onChange={(e) => set({ tag: e.target.value })}
            >
              <option value="">{t('bank.allTags')}</option>
              {(bank.data?.tags ?? []).map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {bank.isError ? (
          <QueryError message={errorMessage(bank.error, t('admin:loadError'))} onRetry={() => void bank.refetch()} />
        ) : !bank.data ? (
          <div className="space-y-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<HiOutlineCollection />}
            title={t(bank.data.questions.length === 0 ? 'bank.empty' : 'bank.noMatch')}
            titleAs="p"
          />
        ) : (
          <>
            <p className="mb-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {t('bank.count', { count: shown.length })}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-600 dark:border-slate-800 dark:text-slate-400">
                  <tr>
                    <th scope="col" className="py-2 pr-3">
                      {t('bank.columns.text')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('bank.columns.type')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('bank.columns.points')}
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      {t('bank.columns.tags')}
                    </th>
                    <th scope="col" className="py-2">
                      <span className="sr-only">{t('bank.columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((q) => {
                    const line = questionLine(q, i18n.language);
                    return (
                      <tr key={q._id} className="border-b border-slate-100 align-top dark:border-slate-800">
                        <td className="max-w-md py-2 pr-3 break-words">{line}</td>
                        <td className="py-2 pr-3 whitespace-nowrap">{t(`types.${q.type}`)}</td>
                        <td className="py-2 pr-3 tabular-nums">{q.points}</td>
                        <td className="py-2 pr-3">{q.tags.join(', ')}</td>
                        <td className="py-2 whitespace-nowrap">
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t('bank.edit', { text: line })}
                            onClick={() => setEditing(q)}
                          >
                            <HiPencil aria-hidden="true" className="h-4 w-4" />
                          </Button>
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={t('bank.delete', { text: line })}
                            onClick={() => setDeleting(q)}
                          >
                            <HiTrash aria-hidden="true" className="h-4 w-4 text-red-600 dark:text-red-400" />
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <AdminPager
              label={t('bank.pager')}
              page={page}
              totalPages={pages}
              onPage={(p) => setFilter((f) => ({ ...f, page: p }))}
            />
          </>
        )}
      </section>
      {editing && (
        <QuestionDialog
          key={editing === 'new' ? 'new' : editing._id}
          courseId={courseId}
          question={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        title={t('bank.deleteTitle')}
        description={t('bank.deleteLine', { text: deleting ? questionLine(deleting, i18n.language) : '' })}
        confirmLabel={t('admin:delete')}
        onConfirm={confirmDelete}
        isPending={remove.isPending}
      />
    </div>
  );
}
