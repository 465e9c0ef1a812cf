import { useTranslation } from '#web/i18n/react.tsx';
import { HiTrash } from 'react-icons/hi';
import { Button } from '#web/components/ui/button.tsx';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { RichTextEditor } from '#web/features/admin/ui/rich-text-editor/rich-text-editor.tsx';

export interface FaqRow {
  key: string;
  _id?: string;
  question: string;
  answer: string;
}

/** One question and its answer (written in the rich-text editor; the server sanitises it). */
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
        <Field label={t('faq.answer')} htmlFor={`${id}-answer`}>
          <RichTextEditor
            id={`${id}-answer`}
            label={t('faq.answer')}
            value={row.answer}
            onChange={(answer) => onChange({ ...row, answer })}
          />
        </Field>
      </div>
    </li>
  );
}
