import { useMemo } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiPlus } from 'react-icons/hi';
import { toast } from 'sonner';
import type { Footer } from '#shared/content/layout.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { FooterUpdateSchema, type LayoutUpdateBodyInput } from '#shared/content/layout-update.ts';
import { Form } from '#web/components/ui/form/form.tsx';
import { InputField } from '#web/components/ui/form/form-field.tsx';
import { useLayout } from '#web/api/content.ts';
import { useUpdateLayout } from '#web/api/content-writes.ts';
import { EditorSection, QueryFrame } from './editor-frame.tsx';
import { useEditorForm } from './use-editor-form.ts';
import { useUnsavedChanges } from '#web/features/admin/ui/unsaved-changes.tsx';

interface FooterValues {
  contact: { phone: string; email: string };
  socialLinks: { name: string; url: string }[];
}

/** admin-side §5: blank phone, e-mail, name or url are sent as null. */
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

const footerBody = (values: FooterValues): LayoutUpdateBodyInput => ({
  type: 'Footer',
  contact: { phone: orNull(values.contact.phone), email: orNull(values.contact.email) },
  socialLinks: values.socialLinks.map((l) => ({ name: orNull(l.name), url: orNull(l.url) })),
});

function FooterEditor({ footer }: { footer: Footer }) {
  const { t } = useTranslation('admin-content');
  const server = useMemo<FooterValues>(
    () => ({
      contact: { phone: footer.contact.phone ?? '', email: footer.contact.email ?? '' },
      socialLinks: footer.socialLinks.map((l) => ({ name: l.name ?? '', url: l.url ?? '' })),
    }),
    [footer],
  );
  const { form, resetTo } = useEditorForm<FooterValues, LayoutUpdateBodyInput>({
    schema: FooterUpdateSchema,
    server,
    toBody: footerBody,
  });
  const links = useFieldArray({ control: form.control, name: 'socialLinks' });
  useUnsavedChanges(form.formState.isDirty);
  const save = useUpdateLayout({ errorToast: t('footer.failed') });

  const onSubmit = (body: LayoutUpdateBodyInput) =>
    save.mutate(body, {
      onSuccess: () => {
        resetTo(form.getValues());
        toast.success(t('footer.saved'));
      },
    });

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <EditorSection title={t('footer.contact')}>
        <div className="grid gap-4 md:grid-cols-2">
          <InputField<FooterValues> id="footer-phone" name="contact.phone" type="tel" label={t('footer.phone')} />
          <InputField<FooterValues> id="footer-email" name="contact.email" type="email" label={t('footer.email')} />
        </div>
      </EditorSection>
      <EditorSection title={t('footer.socialLinks')}>
        {links.fields.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('footer.noLinks')}</p>
        ) : (
          <ul className="space-y-3">
            {links.fields.map((link, index) => (
              <li
                key={link.id}
                className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start sm:border-0 sm:p-0 dark:border-slate-800"
              >
                <InputField<FooterValues>
                  name={`socialLinks.${index}.name`}
                  label={t('footer.linkNameOf', { n: index + 1 })}
                  hideLabel
                  placeholder={t('footer.linkName')}
                />
                <InputField<FooterValues>
                  name={`socialLinks.${index}.url`}
                  type="url"
                  label={t('footer.linkUrlOf', { n: index + 1 })}
                  hideLabel
                  placeholder="https://"
                />
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('footer.removeOf', { n: index + 1 })}
                  onClick={() => links.remove(index)}
                  className="justify-self-end text-red-600 dark:text-red-400"
                >
                  {t('footer.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Button variant="secondary" onClick={() => links.append({ name: '', url: '' })} className="mt-4">
          <HiPlus aria-hidden="true" className="h-4 w-4" />
          {t('footer.add')}
        </Button>
      </EditorSection>
      <div className="flex justify-end">
        <Button type="submit" isLoading={save.isPending}>
          {save.isPending ? t('admin:saving') : t('admin:saveChanges')}
        </Button>
      </div>
    </Form>
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
