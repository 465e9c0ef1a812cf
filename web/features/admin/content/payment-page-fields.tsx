import { useTranslation } from '#web/i18n/react.tsx';
import type { PaymentPages } from '#shared/content/pages.ts';
import { Field, inputClass } from '#web/features/admin/ui/form-controls.tsx';
import { ColourField } from './colour-field.tsx';
import { EditorSection } from './editor-frame.tsx';
import { COLOUR_FIELDS, PAYMENT_TEXT_FIELDS, type PaymentKind } from './payment-model.ts';
import { PaymentPreview } from './payment-preview.tsx';

type Page = PaymentPages[PaymentKind];
type TextField = (typeof PAYMENT_TEXT_FIELDS)[PaymentKind][number];
/** What an edit changes: a text or a colour of the page, or its animation flag. */
export type PageChange = Partial<Record<TextField | (typeof COLOUR_FIELDS)[number], string>> & {
  showAnimation?: boolean;
};

/** Sentences rather than labels: a two-line box across the row. */
const LONG_TEXTS = new Set(['message', 'supportMessage', 'verificationMessage']);

/** Every text, the three colours and the animation flag of one result page, with its preview. */
export function PaymentPageFields({
  kind,
  page,
  onChange,
}: {
  kind: PaymentKind;
  page: Page;
  onChange: (change: PageChange) => void;
}) {
  const { t } = useTranslation('admin-content');
  const texts: readonly TextField[] = PAYMENT_TEXT_FIELDS[kind];
  // Every text of either page is a string: read by the names this kind lists.
  const textOf: Partial<Record<TextField, string>> = page;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-6">
        <EditorSection title={t('payment.texts')}>
          <div className="grid gap-4 md:grid-cols-2">
            {texts.map((key) => {
              const id = `${kind}-${key}`;
              const long = LONG_TEXTS.has(key);
              const value = textOf[key] ?? '';
              const set = (text: string) => onChange({ [key]: text });
              return (
                <Field
                  key={key}
                  label={t(`payment.fields.${key}`)}
                  htmlFor={id}
                  className={long ? 'md:col-span-2' : undefined}
                >
                  {long ? (
                    <textarea
                      id={id}
                      rows={2}
                      value={value}
                      onChange={(e) => set(e.target.value)}
                      className={inputClass}
                    />
                  ) : (
                    <input id={id} value={value} onChange={(e) => set(e.target.value)} className={inputClass} />
                  )}
                </Field>
              );
            })}
          </div>
        </EditorSection>
        <EditorSection title={t('payment.look')}>
          <div className="grid gap-4 sm:grid-cols-3">
            {COLOUR_FIELDS.map((key) => (
              <ColourField
                key={key}
                id={`${kind}-${key}`}
                label={t(`payment.fields.${key}`)}
                value={page[key]}
                onChange={(value) => onChange({ [key]: value })}
              />
            ))}
          </div>
          <label className="mt-4 flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={page.showAnimation}
              onChange={(e) => onChange({ showAnimation: e.target.checked })}
              className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500 dark:border-slate-600"
            />
            {t('payment.fields.showAnimation')}
          </label>
        </EditorSection>
      </div>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <PaymentPreview kind={kind} page={page} />
      </div>
    </div>
  );
}
