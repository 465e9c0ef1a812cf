import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { ProfileFormSchema, SOCIAL_LINK_KEYS, TIMEZONES, type User } from '#shared/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { roomyInputClass } from '#web/components/ui/form/control-class.ts';
import { FieldShell, FormField, InputField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { useUpdateInfo } from '#web/api/profile.ts';
import { PictureUpload } from './picture-upload.tsx';
import { UserAvatar } from '#web/components/ui/user-avatar.tsx';

/** What the inputs hold (shared ProfileForm): every field as text, blank clearing it. */
interface ProfileValues {
  firstName: string;
  lastName: string;
  userName: string;
  phoneNumber: string;
  skillOccupation: string;
  timezone: (typeof TIMEZONES)[number];
  bio: string;
  socialLinks: Record<(typeof SOCIAL_LINK_KEYS)[number], string>;
}

export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

const formOf = (user: User): ProfileValues => ({
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
  const form = useSchemaForm<ProfileValues>({
    schema: ProfileFormSchema,
    mode: 'onTouched',
    // Taken once: a new copy of the user arriving while the reader types (a refetch, a picture saved) must not put
    // the stored text back under their cursor. A save starts the form again from what the server stored.
    defaultValues: formOf(user),
  });
  const mutation = useUpdateInfo({ errorToast: t('settings.failed') });

  const submit = async (v: ProfileValues) => {
    try {
      const answer = await mutation.mutateAsync({
        name: `${v.firstName.trim()} ${v.lastName.trim()}`.trim(),
        userName: v.userName,
        phoneNumber: v.phoneNumber,
        skillOccupation: v.skillOccupation,
        timezone: v.timezone,
        bio: v.bio,
        socialLinks: v.socialLinks,
      });
      form.reset(formOf(answer.user));
      toast.success(t('settings.updated'));
    } catch {
      // the query client showed why
    }
  };

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
      <Form form={form} onSubmit={submit} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField<ProfileValues>
            name="firstName"
            label={t('settings.firstName')}
            autoComplete="given-name"
            inputClassName={roomyInputClass}
          />
          <InputField<ProfileValues>
            name="lastName"
            label={t('settings.lastName')}
            autoComplete="family-name"
            inputClassName={roomyInputClass}
          />
          <FieldShell id="profile-email" label={t('settings.email')} hint={t('settings.emailReadOnly')}>
            {(control) => (
              <input {...control} type="email" value={user.email} readOnly disabled className={roomyInputClass} />
            )}
          </FieldShell>
          <InputField<ProfileValues>
            name="userName"
            label={t('settings.userName')}
            autoComplete="username"
            inputClassName={roomyInputClass}
          />
          <InputField<ProfileValues>
            name="phoneNumber"
            label={t('settings.phoneNumber')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('settings.phonePlaceholder')}
            inputClassName={roomyInputClass}
          />
          <InputField<ProfileValues>
            name="skillOccupation"
            label={t('settings.skillOccupation')}
            inputClassName={roomyInputClass}
          />
          <FormField<ProfileValues> name="timezone" label={t('settings.timezone')}>
            {(control) => (
              <select {...control} className={roomyInputClass} {...form.register('timezone')}>
                {TIMEZONES.map((zone) => (
                  <option key={zone} value={zone}>
                    {t(`settings.timezones.${zone}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <FormField<ProfileValues> name="bio" label={t('settings.bio')}>
          {(control) => <textarea {...control} rows={4} className={roomyInputClass} {...form.register('bio')} />}
        </FormField>
        <fieldset>
          <legend className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
            {t('settings.socialLinks')}
          </legend>
          <div className="grid gap-5 sm:grid-cols-2">
            {SOCIAL_LINK_KEYS.map((key) => (
              <InputField<ProfileValues>
                key={key}
                name={`socialLinks.${key}`}
                label={t(`settings.social.${key}`)}
                type="url"
                inputMode="url"
                placeholder="https://"
                inputClassName={roomyInputClass}
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" isLoading={mutation.isPending}>
          {t('settings.save')}
        </Button>
      </Form>
    </div>
  );
}
