import { useTranslation } from '#web/i18n/react.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useUnsavedChanges } from './unsaved-changes.tsx';

/**
 * The editors' save row (admin-side §4): an Unsaved Changes badge while the form differs from the server, Reset
 * (back to the server's values) and Save — labelled Save Changes, Saving... or No Changes. `blockedLabel` replaces
 * the label while the form has changes that cannot be saved (Categories: Complete Fields). While the badge shows,
 * leaving the page asks first (./unsaved-changes.tsx). Without `onSave`, Save submits the form it is in.
 */
export function SaveBar({
  isDirty,
  isSaving,
  onReset,
  onSave,
  blockedLabel,
  extraBadge,
}: {
  isDirty: boolean;
  isSaving: boolean;
  onReset: () => void;
  onSave?: () => void;
  blockedLabel?: string | null;
  extraBadge?: string | null;
}) {
  const { t } = useTranslation('admin');
  useUnsavedChanges(isDirty);
  const label = isSaving ? t('saving') : !isDirty ? t('noChanges') : (blockedLabel ?? t('saveChanges'));
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {isDirty && (
        <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-200">
          {t('unsavedChanges')}
        </span>
      )}
      {extraBadge && (
        <span className="rounded-full bg-red-100 px-3 py-1 text-xs font-semibold text-red-800 dark:bg-red-500/20 dark:text-red-200">
          {extraBadge}
        </span>
      )}
      <Button variant="outline" onClick={onReset} disabled={!isDirty || isSaving}>
        {t('reset')}
      </Button>
      <Button
        {...(onSave ? { onClick: onSave } : { type: 'submit' as const })}
        disabled={!isDirty || isSaving || Boolean(blockedLabel)}
        isLoading={isSaving}
      >
        {label}
      </Button>
    </div>
  );
}
