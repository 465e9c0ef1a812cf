import { useTranslation } from 'react-i18next';
import { HiTrash } from 'react-icons/hi';
import { Button } from '#web/components/ui/button.tsx';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';

export interface FaqRow {
  key: string;
  _id?: string;
  question: string;
  answer: string;
}

/** One question and its answer (HTML in a plain textarea; the server sanitises it), with a short live preview. */
export function FaqItemCard({
  row,
  index,
  onChange,
  onRemove,
}: {
  row: FaqRow;
  index: number;
  onChange: (row: FaqRow) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin-content');
  const id = `faq-${row.key}`;
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {t('faq.itemHeading', { n: index + 1 })}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('faq.remove', { n: index + 1 })}
          className="text-red-600 dark:text-red-400"
        >
          <HiTrash aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <div className="space-y-3">
        <Field label={t('faq.question')} htmlFor={`${id}-question`}>
          <input
            id={`${id}-question`}
            value={row.question}
            onChange={(e) => onChange({ ...row, question: e.target.value })}
            className={inputClass}
          />
        </Field>
        <Field label={t('faq.answer')} htmlFor={`${id}-answer`} hint={t('faq.answerHint')}>
          <textarea
            id={`${id}-answer`}
            rows={4}
            value={row.answer}
            onChange={(e) => onChange({ ...row, answer: e.target.value })}
            className={inputClass}
          />
        </Field>
        {row.answer.trim() !== '' && (
          <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-950">
            <p className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {t('faq.preview')}
            </p>
            <RichText
              html={row.answer}
              className="text-sm text-slate-700 dark:text-slate-300 [&_a]:text-brand-700 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_ul]:list-disc"
            />
          </div>
        )}
      </div>
    </li>
  );
}
