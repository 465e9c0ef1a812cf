import { type FormEvent, useMemo, useRef } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiPlus } from 'react-icons/hi';
import { toast } from 'sonner';
import type { Footer } from '#shared/content/layout.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { useLayout } from '#web/api/content.ts';
import { useUpdateLayout } from '#web/api/content-writes.ts';
import { EditorSection, QueryFrame, TextField } from './editor-frame.tsx';
import { useEditorState } from './use-editor-state.ts';
import { useUnsavedChanges } from '#web/features/admin/ui/unsaved-changes.tsx';

interface LinkRow {
  key: string;
  name: string;
  url: string;
}
interface FooterForm {
  phone: string;
  email: string;
  links: LinkRow[];
}

/** admin-side §5: blank phone, e-mail, name or url are sent as null. */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

function FooterEditor({ footer }: { footer: Footer }) {
  const { t } = useTranslation('admin-content');
  const server = useMemo<FooterForm>(
    () => ({
      phone: footer.contact.phone ?? '',
      email: footer.contact.email ?? '',
      links: footer.socialLinks.map((l, i) => ({ key: `saved-${i}`, name: l.name ?? '', url: l.url ?? '' })),
    }),
    [footer],
  );
  const { value: form, isDirty, update, reset } = useEditorState(server);
  useUnsavedChanges(isDirty);
  const save = useUpdateLayout({ errorToast: t('footer.failed') });
  const nextKey = useRef(0);
  if (!form) return null;

  const setLink = (key: string, change: Partial<LinkRow>) =>
    update((f) => ({ ...f, links: f.links.map((l) => (l.key === key ? { ...l, ...change } : l)) }));
  const addLink = () => {
    const key = `new-${++nextKey.current}`;
    update((f) => ({ ...f, links: [...f.links, { key, name: '', url: '' }] }));
    setTimeout(() => document.getElementById(`footer-link-${key}-name`)?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        type: 'Footer',
        contact: { phone: orNull(form.phone), email: orNull(form.email) },
        socialLinks: form.links.map((l) => ({ name: orNull(l.name), url: orNull(l.url) })),
      },
      {
        onSuccess: () => {
          reset();
          toast.success(t('footer.saved'));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-6">
      <EditorSection title={t('footer.contact')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            id="footer-phone"
            type="tel"
            label={t('footer.phone')}
            value={form.phone}
            onChange={(phone) => update((f) => ({ ...f, phone }))}
          />
          <TextField
            id="footer-email"
            type="email"
            label={t('footer.email')}
            value={form.email}
            onChange={(email) => update((f) => ({ ...f, email }))}
          />
        </div>
      </EditorSection>
      <EditorSection title={t('footer.socialLinks')}>
        {form.links.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('footer.noLinks')}</p>
        ) : (
          <ul className="space-y-3">
            {form.links.map((link, index) => (
              <li
                key={link.key}
                className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-center sm:border-0 sm:p-0 dark:border-slate-800"
              >
                <input
                  id={`footer-link-${link.key}-name`}
                  aria-label={t('footer.linkNameOf', { n: index + 1 })}
                  placeholder={t('footer.linkName')}
                  value={link.name}
                  onChange={(e) => setLink(link.key, { name: e.target.value })}
                  className={inputClass}
                />
                <input
                  type="url"
                  aria-label={t('footer.linkUrlOf', { n: index + 1 })}
                  placeholder="https://"
                  value={link.url}
                  onChange={(e) => setLink(link.key, { url: e.target.value })}
                  className={inputClass}
                />
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('footer.removeOf', { n: index + 1 })}
                  onClick={() => update((f) => ({ ...f, links: f.links.filter((l) => l.key !== link.key) }))}
                  className="justify-self-end text-red-600 dark:text-red-400"
                >
                  {t('footer.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="secondary" onClick={addLink} className="mt-4">
          <HiPlus aria-hidden="true" className="h-4 w-4" />
          {t('footer.add')}
        </Button>
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending}>
          {save.isPending ? t('admin:saving') : t('admin:saveChanges')}
        </Button>
      </div>
    </form>
  );
}

/** /admin/footer: contact details and social links of the site footer (admin-side §2 Content editors). */
export function FooterPage() {
  const { t } = useTranslation('admin-content');
  const query = useLayout('Footer');
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t('footer.title')} subtitle={t('footer.subtitle')} />
      <QueryFrame query={query}>{(layout) => <FooterEditor footer={layout.footer} />}</QueryFrame>
    </div>
  );
}
