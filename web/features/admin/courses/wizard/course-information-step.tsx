import { useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import {
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  type CourseLanguage,
  type CourseLevel,
  VIDEO_PLAYERS,
  type VideoPlayer,
} from '#shared/catalogue/course.ts';
import { Field, inputClass, Toggle } from '../../ui/form-controls.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor/rich-text-editor.tsx';
import { BilingualField } from '../../ui/bilingual-field.tsx';
import { useLayout } from '#web/api/content.ts';
import { ImageInput } from '#web/features/admin/ui/image-input.tsx';
import { StepButtons } from './step-buttons.tsx';
import { videoHint } from './video-hint.ts';
import { informationError, type InformationField, invalidInformation } from './wizard-checks.ts';
import { primaryLanguagePatch, type CourseInfo } from './wizard-state.ts';
import type { StepProps } from './wizard-types.ts';

/** The id of each checked field's control (the thumbnail's file input has its own, from ImageInput). */
const FIELD_IDS: Record<Exclude<InformationField, 'thumbnail'>, string> = {
  name: 'course-name',
  description: 'course-description',
  price: 'course-price',
  categories: 'course-category',
  level: 'course-level',
  demoUrl: 'course-demo-url',
};

/**
 * Step 1, Course Information: Next Step submits the form, runs the step check and advances. A failed check shows
 * the spec's toast with the first failing check, and from then on marks every invalid field (aria-invalid and its
 * message under it) until it is filled; focus moves to the first one.
 */
export function CourseInformationStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('admin-courses');
  const layout = useLayout('Categories');
  const categories = { ...layout, data: layout.data?.categories };
  const { info } = state;
  const [isChecked, setChecked] = useState(false);
  const invalid = new Set(isChecked ? invalidInformation(state) : []);
  const errorOf = (field: InformationField) => {
    const error = invalid.has(field) ? informationError(state, field) : null;
    return error ? t(`info.errors.${error}`) : null;
  };
  /** aria-invalid and aria-describedby for a checked control. */
  const marks = (field: Exclude<InformationField, 'thumbnail'>) =>
    invalid.has(field) ? { 'aria-invalid': true, 'aria-describedby': `${FIELD_IDS[field]}-error` } : {};
  const set = (patch: Partial<Omit<CourseInfo, 'demoPlayer'>>) => dispatch({ type: 'setInfo', patch });
  const titles = categories.data?.map((c) => c.title) ?? [];
  const categoryOptions = info.categories && !titles.includes(info.categories) ? [info.categories, ...titles] : titles;

  const hintText = (player: VideoPlayer, url: string) => {
    const hint = videoHint(player, url);
    return (
      hint.warning ?? (hint.id && player !== 'vdocipher' ? t('videoId', { id: hint.id }) : t(`playerHints.${player}`))
    );
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const failing = invalidInformation(state);
    const first = failing[0];
    if (!first) return dispatch({ type: 'goTo', step: 1 });
    setChecked(true);
    toast.error(t(`info.errors.${informationError(state, first)!}`));
    const target =
      first === 'thumbnail'
        ? document.querySelector<HTMLElement>('[data-field="thumbnail"] input[type="file"]')
        : document.getElementById(FIELD_IDS[first]);
    target?.focus();
  };

  const text = (key: 'instructorName', required = false) => (
    <Field label={t(`info.${key}`)} htmlFor={`course-${key}`} required={required}>
      <input
        id={`course-${key}`}
        className={inputClass}
        value={info[key]}
        onChange={(e) => set({ [key]: e.target.value })}
      />
    </Field>
  );
  const primary = info.primaryLanguage;
  const money = (key: 'price' | 'estimatedPrice', required = false) => (
    <Field
      label={t(`info.${key}`)}
      htmlFor={`course-${key}`}
      required={required}
      error={key === 'price' ? errorOf('price') : null}
    >
      <input
        id={`course-${key}`}
        type="number"
        min={0}
        step="any"
        inputMode="decimal"
        className={inputClass}
        value={info[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        {...(key === 'price' ? marks('price') : {})}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <Field label={t('info.name')} htmlFor="course-name" required error={errorOf('name')}>
        <BilingualField
          id="course-name"
          label={t('info.name')}
          value={info.name}
          onChange={(name) => set({ name })}
          primary={primary}
        >
          {(control) => (
            <RichTextEditor
              id={control.id}
              label={control.language === primary ? t('info.name') : control.label}
              value={control.value}
              onChange={control.onChange}
              isSingleLine
              invalid={invalid.has('name')}
            />
          )}
        </BilingualField>
      </Field>
      <Field label={t('info.description')} htmlFor="course-description" required error={errorOf('description')}>
        <BilingualField
          id="course-description"
          label={t('info.description')}
          value={info.description}
          onChange={(description) => set({ description })}
          primary={primary}
        >
          {(control) => (
            <RichTextEditor
              id={control.id}
              label={control.language === primary ? t('info.description') : control.label}
              value={control.value}
              onChange={control.onChange}
              invalid={invalid.has('description')}
            />
          )}
        </BilingualField>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        {money('price', true)}
        {money('estimatedPrice')}
      </div>
      <Field label={t('info.tags')} htmlFor="course-tags" required>
        <BilingualField
          id="course-tags"
          label={t('info.tags')}
          value={info.tags}
          onChange={(tags) => set({ tags })}
          primary={primary}
        >
          {(control) => (
            <input
              id={control.id}
              className={inputClass}
              aria-label={control.language === primary ? undefined : control.label}
              value={control.value}
              onChange={(e) => control.onChange(e.target.value)}
            />
          )}
        </BilingualField>
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label={t('info.level')} htmlFor="course-level" required error={errorOf('level')}>
          <select
            id="course-level"
            className={inputClass}
            {...marks('level')}
            value={info.level}
            onChange={(e) => set({ level: e.target.value as CourseLevel | '' })}
          >
            <option value="">{t('info.selectLevel')}</option>
            {COURSE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('info.language')} htmlFor="course-language" required>
          <select
            id="course-language"
            className={inputClass}
            value={info.language}
            // the course's language is the one its texts fall back to (decision 0092)
            onChange={(e) => set(primaryLanguagePatch(info, e.target.value as CourseLanguage))}
          >
            {COURSE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={t('info.category')}
          htmlFor="course-category"
          required
          error={categories.isError ? t('info.categoriesFailed') : errorOf('categories')}
        >
          <select
            id="course-category"
            className={inputClass}
            {...marks('categories')}
            value={info.categories}
            onChange={(e) => set({ categories: e.target.value })}
          >
            <option value="">{categories.isPending ? t('info.loadingCategories') : t('info.selectCategory')}</option>
            {categoryOptions.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-[12rem_1fr_10rem]">
        <Field label={t('info.demoPlayer')} htmlFor="course-demo-player">
          <select
            id="course-demo-player"
            className={inputClass}
            value={info.demoPlayer}
            onChange={(e) => dispatch({ type: 'setDemoPlayer', player: e.target.value as VideoPlayer })}
          >
            {VIDEO_PLAYERS.map((p) => (
              <option key={p} value={p}>
                {t(`players.${p}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={t('info.demoUrl')}
          htmlFor="course-demo-url"
          required
          hint={hintText(info.demoPlayer, info.demoUrl)}
          error={errorOf('demoUrl')}
        >
          <input
            id="course-demo-url"
            className={inputClass}
            {...marks('demoUrl')}
            value={info.demoUrl}
            onChange={(e) => set({ demoUrl: e.target.value })}
          />
        </Field>
        <Field label={t('info.demoDuration')} htmlFor="course-demo-duration">
          <input
            id="course-demo-duration"
            type="number"
            min={0}
            step="any"
            className={inputClass}
            value={info.demoDuration}
            onChange={(e) => set({ demoDuration: e.target.value })}
          />
        </Field>
      </div>
      <ImageInput
        label={t('info.thumbnail')}
        hint={t('info.thumbnailHint')}
        purpose="thumbnail"
        value={info.thumbnail}
        onChange={(thumbnail) => set({ thumbnail })}
        required
        error={errorOf('thumbnail')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {text('instructorName', true)}
        <ImageInput
          label={t('info.instructorAvatar')}
          hint={t('info.avatarHint')}
          purpose="instructorAvatar"
          value={info.instructorAvatar}
          onChange={(instructorAvatar) => set({ instructorAvatar })}
          removable
          round
        />
      </div>
      <Toggle
        id="course-show-all"
        label={t('info.showAllResources')}
        checked={info.showAllResources}
        onCheckedChange={(showAllResources) => set({ showAllResources })}
      />
      <StepButtons submit />
    </form>
  );
}
