import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { z } from 'zod';
import { BD_PHONE_PATTERN, MESSAGES, SOCIAL_LINK_KEYS, TIMEZONES, type User } from '#shared/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useUpdateInfo } from '#web/api/profile.ts';
import { Field, inputClass } from './field.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';

const url = z
  .string()
  .trim()
  .refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'urlInvalid');

/** The form's rules (spec §5 Profile): first and last name required, and the name they make non-empty. */
export const ProfileFormSchema = z
  .object({
    firstName: z.string().trim().min(1, 'settings.firstNameRequired'),
    lastName: z.string().trim().min(1, 'settings.lastNameRequired'),
    userName: z.string().trim().max(50),
    phoneNumber: z
      .string()
      .trim()
      .refine((v) => v === '' || BD_PHONE_PATTERN.test(v.replace(/[\s-]/g, '')), 'phoneInvalid'),
    skillOccupation: z.string().trim().max(100),
    timezone: z.enum(TIMEZONES),
    bio: z.string().trim().max(1000),
    socialLinks: z.object({ facebook: url, twitter: url, linkedin: url, website: url, github: url }),
  })
  .refine((v) => `${v.firstName} ${v.lastName}`.trim() !== '', {
    path: ['firstName'],
    message: 'settings.nameRequired',
  });
export type ProfileForm = z.input<typeof ProfileFormSchema>;

export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

const formOf = (user: User): ProfileForm => ({
  ...splitName(user.name),
  userName: user.userName ?? '',
  phoneNumber: user.phoneNumber ?? '',
  skillOccupation: user.skillOccupation ?? '',
  timezone: user.timezone,
  bio: user.bio ?? '',
  socialLinks: {
    facebook: user.socialLinks.facebook ?? '',
    twitter: user.socialLinks.twitter ?? '',
    linkedin: user.socialLinks.linkedin ?? '',
    website: user.socialLinks.website ?? '',
    github: user.socialLinks.github ?? '',
  },
});

/** Settings, tab Profile Settings: pictures, every profile field, the read-only e-mail. */
export function ProfileSettingsForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const form = useForm<ProfileForm>({
    resolver: zodResolver(ProfileFormSchema),
    mode: 'onTouched',
    values: formOf(user),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const mutation = useUpdateInfo({ errorToast: t('settings.failed') });
  // messages are i18n keys, except the two shared rules whose English text the server also uses
  const text = (message?: string) =>
    !message
      ? undefined
      : message === 'phoneInvalid'
        ? MESSAGES.phoneInvalid
        : message === 'urlInvalid'
          ? MESSAGES.urlInvalid
          : t(message);

  const submit = form.handleSubmit(async (v) => {
    try {
      await mutation.mutateAsync({
        name: `${v.firstName.trim()} ${v.lastName.trim()}`.trim(),
        userName: v.userName,
        phoneNumber: v.phoneNumber,
        skillOccupation: v.skillOccupation,
        timezone: v.timezone,
        bio: v.bio,
        socialLinks: v.socialLinks,
      });
      toast.success(t('settings.updated'));
    } catch {
      // the query client showed why
    }
  });

  return (
    <div className="space-y-8">
      <div className="grid items-start gap-6 md:grid-cols-2">
        <PictureUpload
          kind="avatar"
          currentUrl={user.avatar?.url}
          fallback={<UserAvatar name={user.name} className="h-full w-full text-3xl" />}
        />
        <PictureUpload
          kind="cover"
          currentUrl={user.coverPhoto?.url}
          fallback={<div className="h-full w-full bg-gradient-to-r from-brand-600 to-brand-500" />}
        />
      </div>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('settings.firstName')} error={text(errors.firstName?.message)}>
            {({ id, describedBy, hasError }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                aria-invalid={hasError || undefined}
                autoComplete="given-name"
                className={inputClass(hasError)}
                {...form.register('firstName')}
              />
            )}
          </Field>
          <Field label={t('settings.lastName')} error={text(errors.lastName?.message)}>
            {({ id, describedBy, hasError }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                aria-invalid={hasError || undefined}
                autoComplete="family-name"
                className={inputClass(hasError)}
                {...form.register('lastName')}
              />
            )}
          </Field>
          <Field label={t('settings.email')} hint={t('settings.emailReadOnly')}>
            {({ id, describedBy }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                type="email"
                value={user.email}
                readOnly
                disabled
                className={inputClass()}
              />
            )}
          </Field>
          <Field label={t('settings.userName')} error={text(errors.userName?.message)}>
            {({ id, describedBy, hasError }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                autoComplete="username"
                className={inputClass(hasError)}
                {...form.register('userName')}
              />
            )}
          </Field>
          <Field label={t('settings.phoneNumber')} error={text(errors.phoneNumber?.message)}>
            {({ id, describedBy, hasError }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                aria-invalid={hasError || undefined}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('settings.phonePlaceholder')}
                className={inputClass(hasError)}
                {...form.register('phoneNumber')}
              />
            )}
          </Field>
          <Field label={t('settings.skillOccupation')} error={text(errors.skillOccupation?.message)}>
            {({ id, describedBy, hasError }) => (
              <input
                id={id}
                aria-describedby={describedBy}
                className={inputClass(hasError)}
                {...form.register('skillOccupation')}
              />
            )}
          </Field>
          <Field label={t('settings.timezone')}>
            {({ id }) => (
              <select id={id} className={inputClass()} {...form.register('timezone')}>
                {TIMEZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    {t(`settings.timezones.${zone}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label={t('settings.bio')} error={text(errors.bio?.message)}>
          {({ id, describedBy, hasError }) => (
            <textarea
              id={id}
              aria-describedby={describedBy}
              rows={4}
              className={inputClass(hasError)}
              {...form.register('bio')}
            />
          )}
        </Field>
        <fieldset>
          <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
            {t('settings.socialLinks')}
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            {SOCIAL_LINK_KEYS.map((key) => (
              <Field key={key} label={t(`settings.social.${key}`)} error={text(errors.socialLinks?.[key]?.message)}>
                {({ id, describedBy, hasError }) => (
                  <input
                    id={id}
                    aria-describedby={describedBy}
                    aria-invalid={hasError || undefined}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    className={inputClass(hasError)}
                    {...form.register(`socialLinks.${key}`)}
                  />
                )}
              </Field>
            ))}
          </div>
        </fieldset>
        <Button type="submit" isLoading={mutation.isPending}>
          {t('settings.save')}
        </Button>
      </form>
    </div>
  );
}
