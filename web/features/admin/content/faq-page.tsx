import { useMemo, useRef } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiPlus } from 'react-icons/hi';
import { toast } from 'sonner';
import type { LayoutOf } from '#shared/content/layout.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { SaveBar } from '#web/features/admin/ui/save-bar.tsx';
import { useLayout } from '#web/api/content.ts';
import { useUpdateLayout } from '#web/api/content-writes.ts';
import { EditorSection, QueryFrame, TextField } from './editor-frame.tsx';
import { type FaqRow, FaqItemCard } from './faq-item-card.tsx';
import { useEditorState } from './use-editor-state.ts';

interface FaqForm {
  title: string;
  subTitle: string;
  items: FaqRow[];
}

const isComplete = (row: FaqRow) => row.question.trim() !== '' && row.answer.trim() !== '';

function FaqEditor({ layout }: { layout: LayoutOf<'FAQ'> }) {
  const { t } = useTranslation('admin-content');
  const server = useMemo<FaqForm>(
    () => ({
      ...layout.faqHeader,
      items: layout.faq.map((f) => ({ key: f._id, _id: f._id, question: f.question, answer: f.answer })),
    }),
    [layout],
  );
  const { value: form, isDirty, update, reset } = useEditorState(server);
  const save = useUpdateLayout({ errorToast: t('faq.failed') });
  const nextKey = useRef(0);
  if (!form) return null;

  const setItem = (row: FaqRow) => update((f) => ({ ...f, items: f.items.map((r) => (r.key === row.key ? row : r)) }));
  const add = () => {
    const key = `new-${++nextKey.current}`;
    update((f) => ({ ...f, items: [...f.items, { key, question: '', answer: '' }] }));
    setTimeout(() => document.getElementById(`faq-${key}-question`)?.focus());
  };

  const onSave = () => {
    // Items missing a question or an answer are dropped; saving nothing but empty items is refused.
    const valid = form.items.filter(isComplete);
    const headerChanged = form.title !== server.title || form.subTitle !== server.subTitle;
    if (form.items.length > 0 && valid.length === 0 && !headerChanged) {
      toast.error(t('faq.allEmpty'));
      return;
    }
    save.mutate(
      {
        type: 'FAQ',
        faqHeader: { title: form.title, subTitle: form.subTitle },
        faq: valid.map(({ _id, question, answer }) => (_id ? { _id, question, answer } : { question, answer })),
      },
      {
        onSuccess: () => {
          reset();
          toast.success(t('faq.saved'));
        },
      },
    );
  };

  return (
    <div className="space-y-6">
      <EditorSection title={t('faq.headerSection')}>
        <div className="space-y-4">
          <TextField
            id="faq-title"
            label={t('faq.headerTitle')}
            value={form.title}
            onChange={(title) => update((f) => ({ ...f, title }))}
          />
          <TextField
            id="faq-subtitle"
            label={t('faq.headerSubTitle')}
            value={form.subTitle}
            onChange={(subTitle) => update((f) => ({ ...f, subTitle }))}
          />
        </div>
      </EditorSection>
      <EditorSection
        title={t('faq.itemsSection')}
        actions={
          <Button variant="secondary" onClick={add}>
            <HiPlus aria-hidden="true" className="h-4 w-4" />
            {t('faq.add')}
          </Button>
        }
      >
        {form.items.length === 0 ? (
          <EmptyState title={t('faq.empty')} line={t('faq.emptyLine')} className="py-8" />
        ) : (
          <ol className="space-y-4">
            {form.items.map((row, index) => (
              <FaqItemCard
                key={row.key}
                row={row}
                index={index}
                onChange={setItem}
                onRemove={() => update((f) => ({ ...f, items: f.items.filter((r) => r.key !== row.key) }))}
              />
            ))}
          </ol>
        )}
      </EditorSection>
      <SaveBar isDirty={isDirty} isSaving={save.isPending} onReset={reset} onSave={onSave} />
    </div>
  );
}

/** /admin/faq: the FAQ header and its questions (admin-side §2 Content editors). */
export function FaqPage() {
  const { t } = useTranslation('admin-content');
  const query = useLayout('FAQ');
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t('faq.title')} subtitle={t('faq.subtitle')} />
      <QueryFrame query={query} rows={5}>
        {(layout) => <FaqEditor layout={layout} />}
      </QueryFrame>
    </div>
  );
}
