import { useId } from 'react';
import { type FieldPath, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { HiPlus, HiTrash } from 'react-icons/hi';
import { isChoice, QUESTION_LIMITS, QUESTION_TYPES, type QuestionType } from '#shared/learning/questions.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { inputClass } from '#web/components/ui/form/control-class.ts';
import { errorAt, FieldShell, FormField, InputField, useFieldMessage } from '#web/components/ui/form/form-field.tsx';
import { useFormText } from '#web/components/ui/form/form-text.ts';
import { RichTextEditor } from '../ui/rich-text-editor/rich-text-editor.tsx';
import { optionsForType, type QuestionFormValues, withoutOption } from './question-form-state.ts';

type Values = QuestionFormValues;

/** A rich text in both languages (the question, the explanation): one message for the pair, under the first. */
function BilingualRichText({ name, label }: { name: 'text' | 'explanation'; label: string }) {
  const { t } = useTranslation('admin-quizzes');
  const { watch, setValue } = useFormContext<Values>();
  const message = useFieldMessage<Values>(name, label);
  const id = useId();
  const value = watch(name);
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{label}</legend>
      {(['bn', 'en'] as const).map((lang, i) => {
        const langLabel = t('form.inLanguage', { field: label, language: t(`form.language.${lang}`) });
        return (
          <FieldShell key={lang} id={`${id}-${lang}`} label={langLabel} error={i === 0 ? message : null}>
            {(control) => (
              <RichTextEditor
                id={control.id}
                label={langLabel}
                value={value[lang]}
                invalid={Boolean(message)}
                imagePurpose="questionImage"
                onChange={(html) => setValue(`${name}.${lang}`, html, { shouldDirty: true })}
              />
            )}
          </FieldShell>
        );
      })}
    </fieldset>
  );
}

/** The options of a choice question: both languages each, which are correct, add and remove. */
function OptionsEditor({ type }: { type: QuestionType }) {
  const { t } = useTranslation(['admin-quizzes', 'admin']);
  const { register, watch, setValue, control } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray<Values, 'options'>({ control, name: 'options' });
  const { errors } = useFormState<Values>({ name: ['options', 'correctOptions'] });
  const text = useFormText();
  const optionsMessage = text(errorAt(errors, 'options'), t('form.options'));
  const correctMessage = text(errorAt(errors, 'correctOptions'), t('form.correct'));
  const correct = watch('correctOptions');
  const many = type === 'multiple';
  const fixed = type === 'true_false';
  const group = useId();
  const mark = (index: number, checked: boolean) =>
    setValue(
      'correctOptions',
      many ? (checked ? [...correct, index].sort((a, b) => a - b) : correct.filter((i) => i !== index)) : [index],
      { shouldDirty: true },
    );
  return (
    <fieldset className="space-y-3" aria-describedby={correctMessage ? `${group}-correct` : undefined}>
      <legend className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t('form.options')}</legend>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {t(many ? 'form.correctHintMany' : 'form.correctHintOne')}
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const n = index + 1;
          const optionError = text(errorAt(errors, `options.${index}`), t('form.option', { n }));
          return (
            <li key={field.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
              <div className="flex flex-wrap items-center gap-3">
                <label className="flex items-center gap-2 text-sm font-medium">
                  <input
                    type={many ? 'checkbox' : 'radio'}
                    name={`${group}-correct`}
                    className="h-4 w-4 accent-brand-600"
                    checked={correct.includes(index)}
                    onChange={(e) => mark(index, e.target.checked)}
                    {...(correctMessage ? { 'aria-invalid': true } : {})}
                  />
                  {t('form.isCorrect', { n })}
                </label>
                {!fixed && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('form.removeOption', { n })}
                    disabled={fields.length <= 2}
                    onClick={() => {
                      setValue('correctOptions', withoutOption(correct, index));
                      remove(index);
                    }}
                  >
                    <HiTrash aria-hidden="true" className="h-4 w-4" />
                  </Button>
                )}
              </div>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {(['bn', 'en'] as const).map((lang) => {
                  const label = t('form.optionIn', { n, language: t(`form.language.${lang}`) });
                  const name = `options.${index}.${lang}` as FieldPath<Values>;
                  return (
                    <FieldShell key={lang} id={`${group}-${index}-${lang}`} label={label} error={null}>
                      {(ids) => (
                        <input
                          {...ids}
                          {...(optionError ? { 'aria-invalid': true } : {})}
                          className={inputClass}
                          maxLength={QUESTION_LIMITS.option}
                          readOnly={fixed}
                          {...register(name)}
                        />
                      )}
                    </FieldShell>
                  );
                })}
              </div>
              {optionError && (
                <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {optionError}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {optionsMessage && !fields.some((_, i) => errorAt(errors, `options.${i}`)) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {optionsMessage}
        </p>
      )}
      {correctMessage && (
        <p id={`${group}-correct`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {correctMessage}
        </p>
      )}
      {!fixed && fields.length < QUESTION_LIMITS.options && (
        <Button variant="outline" size="sm" onClick={() => append({ bn: '', en: '' })}>
          <HiPlus aria-hidden="true" className="h-4 w-4" />
          {t('form.addOption')}
        </Button>
      )}
      {many && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" {...register('partialCredit')} />
          {t('form.partialCredit')}
        </label>
      )}
    </fieldset>
  );
}

/**
 * Every field of a bank question (shared/learning/questions.ts) inside the dialog's `<Form>`: its type, the text and
 * explanation in both languages in the rich-text editor, the options and key by type, points and tags.
 */
export function QuestionForm({
  isSaving,
  submitLabel,
  onCancel,
}: {
  isSaving: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-quizzes', 'admin']);
  const { register, watch, getValues, setValue } = useFormContext<Values>();
  const type = watch('type');
  const typeField = register('type');
  return (
    <div className="space-y-5">
      <FormField<Values> name="type" label={t('form.type')} required>
        {(control) => (
          <select
            {...control}
            className={inputClass}
            {...typeField}
            onChange={(e) => {
              void typeField.onChange(e);
              const next = e.target.value as QuestionType;
              setValue('options', optionsForType(next, getValues('options')));
              if (next !== 'multiple') setValue('correctOptions', getValues('correctOptions').slice(0, 1));
            }}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <BilingualRichText name="text" label={t('form.text')} />
      {isChoice(type) && <OptionsEditor key={type === 'true_false' ? 'tf' : 'choice'} type={type} />}
      {type === 'numeric' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField<Values>
            name="numericAnswer"
            label={t('form.numericAnswer')}
            hint={t('form.digitsHint')}
            inputMode="decimal"
            required
          />
          <InputField<Values> name="tolerance" label={t('form.tolerance')} hint={t('form.toleranceHint')} />
        </div>
      )}
      {type === 'short_text' && (
        <FormField<Values>
          name="acceptedAnswers"
          label={t('form.acceptedAnswers')}
          hint={t('form.acceptedHint')}
          required
        >
          {(control) => <textarea {...control} rows={3} className={inputClass} {...register('acceptedAnswers')} />}
        </FormField>
      )}
      <BilingualRichText name="explanation" label={t('form.explanation')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField<Values> name="points" label={t('form.points')} inputMode="decimal" required />
        <InputField<Values> name="tags" label={t('form.tags')} hint={t('form.tagsHint')} autoComplete="off" />
      </div>
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="outline" onClick={onCancel} disabled={isSaving}>
          {t('admin:cancel')}
        </Button>
        <Button type="submit" isLoading={isSaving}>
          {isSaving ? t('admin:saving') : submitLabel}
        </Button>
      </div>
    </div>
  );
}
