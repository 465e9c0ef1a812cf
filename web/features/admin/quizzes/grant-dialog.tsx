import { toast } from 'sonner';
import { type GrantBody, GrantBodySchema } from '#shared/learning/quizzes.ts';
import { parseDigits } from '#shared/digits.ts';
import { useGrant } from '#web/api/question-bank.ts';
import { Button } from '#web/components/ui/button.tsx';
import { InputField } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { useTranslation } from '#web/i18n/react.tsx';
import { AdminDialog } from '../ui/admin-dialog.tsx';

interface GrantValues {
  extraMinutes: string;
  extraAttempts: string;
}

const figure = (typed: string) => (typed.trim() === '' ? 0 : (parseDigits(typed.trim()) ?? Number.NaN));
const toBody = (v: GrantValues): GrantBody => ({
  extraMinutes: figure(v.extraMinutes),
  extraAttempts: figure(v.extraAttempts),
});

/**
 * Extra minutes and attempts for one learner (WCAG 2.2.1 Timing Adjustable): the totals this learner has on top of
 * the quiz's own; extra minutes also move an attempt in progress.
 */
export function GrantDialog({
  quizId,
  learner,
  onClose,
}: {
  quizId: string;
  learner: { userId: string; name: string; extraMinutes: number; extraAttempts: number };
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-quizzes', 'admin']);
  const grant = useGrant(quizId, { errorToast: t('results.grantFailed') });
  const form = useSchemaForm<GrantValues, GrantBody>({
    schema: GrantBodySchema,
    toBody,
    defaultValues: { extraMinutes: String(learner.extraMinutes), extraAttempts: String(learner.extraAttempts) },
  });
  const submit = (body: GrantBody) =>
    grant.mutate(
      { userId: learner.userId, body },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
      },
    );
  return (
    <AdminDialog
      open
      onOpenChange={(open) => !open && !grant.isPending && onClose()}
      title={t('results.grantTitle', { name: learner.name })}
      description={t('results.grantLine')}
    >
      <Form form={form} onSubmit={submit} className="space-y-4">
        <InputField<GrantValues> name="extraMinutes" label={t('results.extraMinutes')} inputMode="numeric" />
        <InputField<GrantValues> name="extraAttempts" label={t('results.extraAttempts')} inputMode="numeric" />
        <div className="flex justify-end gap-3 pt-2">
          <Button variant="outline" onClick={onClose} disabled={grant.isPending}>
            {t('admin:cancel')}
          </Button>
          <Button type="submit" isLoading={grant.isPending}>
            {grant.isPending ? t('admin:saving') : t('results.grantSave')}
          </Button>
        </div>
      </Form>
    </AdminDialog>
  );
}
