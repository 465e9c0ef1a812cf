import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { HiOutlineExternalLink, HiOutlineUpload, HiPhotograph } from 'react-icons/hi';
import type { Bilingual, Language } from '#shared/bilingual.ts';
import {
  CertificateTemplateBodySchema,
  SIGNER_NAME_MAX,
  SIGNER_TITLE_MAX,
  STATEMENT_MAX,
  TEMPLATE_IMAGE_MAX_BYTES,
  type CertificateTemplate,
} from '#shared/certificates/template.ts';
import {
  previewCertificateTemplate,
  useCertificateTemplate,
  useSaveCertificateTemplate,
} from '#web/api/certificates.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { cn } from '#web/components/ui/cn.ts';
import { inputBase, inputClass } from '#web/components/ui/form/control-class.ts';
import { ControlledField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { QueryError } from '#web/components/ui/query-error.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useTranslation } from '#web/i18n/react.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { IMAGE_ACCEPT, isAcceptedImage, readAsDataUrl } from '#web/lib/image-file.ts';
import { useDebouncedValue } from '#web/lib/use-debounced-value.ts';
import { ConfirmDialog } from '../ui/admin-dialog.tsx';
import { AdminPageHeader } from '../ui/admin-page-header.tsx';
import { BilingualField } from '../ui/bilingual-field.tsx';
import { SaveBar } from '../ui/save-bar.tsx';
import { formToBody, templateToForm, type PictureValue, type TemplateFormValues } from './template-form-state.ts';

/** How long the form must rest before the preview is drawn again. */
const PREVIEW_DELAY_MS = 700;

/**
 * The site's certificate template (issue 33): signer, statement and colour in both languages, the logo and the
 * signature, with a live preview of a sample certificate drawn by the server from the unsaved draft.
 */
export function CertificateTemplatePage() {
  const { t } = useTranslation('certificates');
  const query = useCertificateTemplate();
  return (
    <div>
      <AdminPageHeader title={t('template.title')} subtitle={t('template.subtitle')} />
      {query.isPending ? (
        <div aria-busy="true" className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-96 w-full rounded-2xl" />
          <Skeleton className="h-96 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <QueryError message={t('template.loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <TemplateForm template={query.data.template} />
      )}
    </div>
  );
}

function TemplateForm({ template }: { template: CertificateTemplate }) {
  const { t } = useTranslation('certificates');
  const save = useSaveCertificateTemplate({ errorToast: t('template.saveFailed') });
  const form = useSchemaForm<TemplateFormValues, ReturnType<typeof formToBody>>({
    schema: CertificateTemplateBodySchema,
    toBody: formToBody,
    defaultValues: templateToForm(template),
  });

  const submit = (body: ReturnType<typeof formToBody>) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        form.reset(templateToForm(answer.template));
        toast.success(t('template.saved'));
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [name, message] of Object.entries(error.fields ?? {}))
          form.setError(name as keyof TemplateFormValues, { type: 'server', message });
      },
    });

  const card = 'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';
  return (
    <Form form={form} onSubmit={submit} className="grid gap-6 lg:grid-cols-2">
      <div className={cn(card, 'min-w-0 space-y-5')}>
        <TextPair name="signerName" label={t('template.signerName')} max={SIGNER_NAME_MAX} required />
        <TextPair name="signerTitle" label={t('template.signerTitle')} max={SIGNER_TITLE_MAX} />
        <TextPair
          name="statement"
          label={t('template.statement')}
          hint={t('template.statementHint')}
          max={STATEMENT_MAX}
          multiline
        />
        <AccentField />
        <PictureField
          name="logo"
          label={t('template.logo')}
          hint={t('template.logoHint')}
          empty={t('template.siteLogo')}
        />
        <PictureField
          name="signature"
          label={t('template.signature')}
          hint={t('template.signatureHint')}
          empty={t('template.noSignature')}
        />
        <SaveBar
          isDirty={form.formState.isDirty}
          isSaving={save.isPending}
          onReset={() => form.reset(templateToForm(template))}
        />
      </div>
      <Preview />
    </Form>
  );
}

/** A text of the template in both languages, side by side (tabs on a phone). */
function TextPair({
  name,
  label,
  hint,
  max,
  multiline = false,
  required = false,
}: {
  name: 'signerName' | 'signerTitle' | 'statement';
  label: string;
  hint?: string;
  max: number;
  multiline?: boolean;
  required?: boolean;
}) {
  const id = `certificate-${name}`;
  return (
    <ControlledField<TemplateFormValues, typeof name> name={name} id={id} label={label} hint={hint} required={required}>
      {(control, field) => (
        <BilingualField
          id={id}
          label={label}
          value={field.value}
          onChange={(value: Bilingual) => field.onChange(value)}
        >
          {(language) => {
            const shared = {
              id: language.id,
              value: language.value,
              maxLength: max,
              'aria-label': language.label,
              'aria-invalid': control['aria-invalid'],
              'aria-describedby': control['aria-describedby'],
              onBlur: field.onBlur,
              className: inputClass,
            };
            return multiline ? (
              <textarea {...shared} rows={2} onChange={(e) => language.onChange(e.target.value)} />
            ) : (
              <input {...shared} type="text" onChange={(e) => language.onChange(e.target.value)} />
            );
          }}
        </BilingualField>
      )}
    </ControlledField>
  );
}

function AccentField() {
  const { t } = useTranslation('certificates');
  return (
    <ControlledField<TemplateFormValues, 'accent'>
      name="accent"
      id="certificate-accent"
      label={t('template.accent')}
      hint={t('template.accentHint')}
      required
    >
      {(control, field) => (
        <div className="flex items-center gap-3">
          <input
            type="color"
            aria-label={t('template.accentPicker')}
            value={/^#[0-9a-f]{6}$/i.test(field.value) ? field.value : '#000000'}
            onChange={(e) => field.onChange(e.target.value)}
            className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 dark:border-slate-700 dark:bg-slate-950"
          />
          <input
            {...control}
            type="text"
            value={field.value}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            className={cn(inputBase, 'w-32 font-mono')}
          />
        </div>
      )}
    </ControlledField>
  );
}

/** The logo or the signature: its picture, a file picker (checked here, again by the server) and Remove. */
function PictureField({
  name,
  label,
  hint,
  empty,
}: {
  name: 'logo' | 'signature';
  label: string;
  hint: string;
  empty: string;
}) {
  const { t } = useTranslation('certificates');
  const inputId = useId();
  const [pickError, setPickError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  return (
    <ControlledField<TemplateFormValues, typeof name> name={name} id={inputId} label={label}>
      {(control, field) => {
        const value: PictureValue = field.value;
        const onFile = async (file: File | undefined) => {
          if (!file) return;
          setPickError(null);
          if (!isAcceptedImage(file)) return setPickError(t('template.imageType'));
          if (file.size > TEMPLATE_IMAGE_MAX_BYTES) return setPickError(t('template.imageSize'));
          field.onChange({ src: await readAsDataUrl(file), changed: true });
        };
        return (
          <div
            data-field={name}
            className="flex flex-wrap items-center gap-4 rounded-xl border border-dashed border-slate-300 p-4 dark:border-slate-700"
          >
            {value.src ? (
              <img
                src={value.src}
                alt={t('template.picturePreview', { label })}
                className="h-16 w-40 shrink-0 rounded-lg bg-white object-contain ring-1 ring-slate-200"
              />
            ) : (
              <span className="flex h-16 w-40 shrink-0 flex-col items-center justify-center gap-1 rounded-lg bg-slate-100 p-2 text-center text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                <HiPhotograph aria-hidden="true" className="h-5 w-5" />
                {empty}
              </span>
            )}
            <div className="min-w-40 flex-1">
              <input
                {...control}
                type="file"
                accept={IMAGE_ACCEPT}
                className="peer sr-only"
                onChange={(e) => {
                  void onFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <label
                htmlFor={inputId}
                className={cn(
                  buttonClass('outline', 'sm'),
                  'cursor-pointer whitespace-nowrap peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
                )}
              >
                <HiOutlineUpload aria-hidden="true" className="h-4 w-4" />
                {value.src ? t('template.change') : t('template.choose')}
              </label>
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>
              {pickError && (
                <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {pickError}
                </p>
              )}
            </div>
            {value.src && (
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                {t('template.remove')}
              </Button>
            )}
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('template.removeTitle', { label })}
              description={t(name === 'logo' ? 'template.removeLogoLine' : 'template.removeSignatureLine')}
              confirmLabel={t('template.remove')}
              onConfirm={() => {
                field.onChange({ src: null, changed: true });
                setConfirming(false);
              }}
            />
          </div>
        );
      }}
    </ControlledField>
  );
}

type PreviewState =
  { status: 'idle' | 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

/** The sample certificate drawn from the draft, again once the form rests, in the language chosen. */
function Preview() {
  const { t } = useTranslation('certificates');
  const values = useWatch<TemplateFormValues>() as TemplateFormValues;
  const [lang, setLang] = useState<Language>('bn');
  const [attempt, setAttempt] = useState(0);
  const body = formToBody(values);
  const valid = CertificateTemplateBodySchema.safeParse(body).success;
  const draft = useDebouncedValue(valid ? JSON.stringify(body) : null, PREVIEW_DELAY_MS);
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const [url, setUrl] = useState<string | null>(null);
  const urlRef = useRef<string | null>(null);
  // Phones' browsers (Chrome on Android) show no PDF inside a page: they get the link that opens it instead.
  const showsPdf = typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;

  useEffect(() => {
    if (draft === null) return;
    const abort = new AbortController();
    setState({ status: 'loading' });
    previewCertificateTemplate(JSON.parse(draft) as typeof body, lang, abort.signal).then(
      (blob) => {
        const next = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        if (urlRef.current) URL.revokeObjectURL(urlRef.current);
        urlRef.current = next;
        setUrl(next);
        setState({ status: 'ready', url: next });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({
          status: 'error',
          message: error instanceof ApiError && error.hasServerMessage ? error.message : t('template.previewFailed'),
        });
      },
    );
    return () => abort.abort();
  }, [draft, lang, attempt, t]);
  useEffect(() => () => void (urlRef.current && URL.revokeObjectURL(urlRef.current)), []);

  return (
    <section
      aria-labelledby="certificate-preview-heading"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 lg:sticky lg:top-4 lg:self-start dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="certificate-preview-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('template.preview')}
        </h2>
        <div role="group" aria-label={t('template.previewLanguage')} className="flex gap-1">
          {(['bn', 'en'] as const).map((language) => (
            <button
              key={language}
              type="button"
              aria-pressed={lang === language}
              onClick={() => setLang(language)}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
                lang === language
                  ? 'bg-blue-600 text-white'
                  : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
              )}
            >
              {t(`template.languages.${language}`)}
            </button>
          ))}
        </div>
      </div>
      <div className="relative aspect-[297/210] w-full overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700">
        {url && !showsPdf && (
          <p className="flex h-full items-center justify-center p-6 text-center text-sm text-slate-700 dark:text-slate-200">
            {t('template.noPdfViewer')}
          </p>
        )}
        {url && showsPdf && (
          <iframe
            key={url}
            title={t('template.previewFrame', { language: t(`template.languages.${lang}`) })}
            src={`${url}#toolbar=0&navpanes=0&view=Fit`}
            className="h-full w-full border-0 bg-white"
          />
        )}
        {(state.status === 'loading' || (state.status === 'idle' && valid)) && (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-white/70 text-sm text-slate-700 dark:bg-slate-900/70 dark:text-slate-200">
            <Spinner size="sm" label={t('template.previewLoading')} />
            <span aria-hidden="true">{t('template.previewLoading')}</span>
          </div>
        )}
        {state.status === 'error' && (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/90 p-4 text-center dark:bg-slate-900/90">
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {state.message}
            </p>
            <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
              {t('template.retry')}
            </Button>
          </div>
        )}
        {!valid && (
          <p className="absolute inset-x-0 bottom-0 bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:bg-amber-500/15 dark:text-amber-200">
            {t('template.previewInvalid')}
          </p>
        )}
      </div>
      {url && (
        <a
          href={url}
          target="_blank"
          rel="noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-blue-700 underline dark:text-blue-300"
        >
          <HiOutlineExternalLink aria-hidden="true" className="h-4 w-4" />
          {t('template.openPreview')}
        </a>
      )}
    </section>
  );
}
