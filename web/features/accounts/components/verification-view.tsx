import { useMutation } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { ACTIVATION_CODE_LENGTH, type ActivateBody, ActivateBodySchema } from '#shared/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useFieldMessage } from '#web/components/ui/form/form-field.tsx';
import { Form } from '#web/components/ui/form/form.tsx';
import { useSchemaForm } from '#web/components/ui/form/schema-form.ts';
import { activate } from '#web/api/auth.ts';
import { OtpBoxes } from './otp-boxes.tsx';
import { ViewHeading, ViewSwitch } from './view-parts.tsx';

/** What the boxes hold: one digit each. */
interface Values {
  activationCode: string[];
}

/**
 * Verification: the 4 boxes and Verify OTP. An incomplete code turns the boxes red, says "Please enter the 4-digit
 * code" and sends nothing; a server failure turns them red too and shows only the server's message (a toast).
 * Editing the code takes the red away. Success goes to Login.
 */
export function VerificationView({
  activationToken,
  onActivated,
  onBack,
}: {
  activationToken: string;
  onActivated: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('accounts');
  const form = useSchemaForm<Values, ActivateBody>({
    schema: ActivateBodySchema,
    defaultValues: { activationCode: Array.from({ length: ACTIVATION_CODE_LENGTH }, () => '') },
    toBody: ({ activationCode }) => ({ activationToken, activationCode: activationCode.join('') }),
    // checked on Verify only: a box being filled is not wrong yet
    reValidateMode: 'onSubmit',
  });
  const mutation = useMutation({
    mutationFn: activate,
    onSuccess: () => {
      toast.success(t('toast.activated'));
      onActivated();
    },
    // red boxes without words of their own: the toast says why
    onError: () => form.setError('activationCode', { type: 'server' }),
    meta: { errorToast: t('toast.failed') },
  });

  return (
    <>
      <ViewHeading title={t('verification.title')} subtitle={t('verification.subtitle')} />
      <Form form={form} onSubmit={(body) => mutation.mutate(body)} className="space-y-5">
        <CodeBoxes />
        <Button type="submit" className="w-full" isLoading={mutation.isPending}>
          {t('verification.submit')}
        </Button>
      </Form>
      <ViewSwitch action={t('verification.back')} onClick={onBack} />
    </>
  );
}

function CodeBoxes() {
  const { t } = useTranslation('accounts');
  const { clearErrors } = useFormContext<Values>();
  const { field, fieldState } = useController<Values, 'activationCode'>({ name: 'activationCode' });
  const message = useFieldMessage<Values>('activationCode', t('verification.code'));
  return (
    <>
      <OtpBoxes
        digits={field.value}
        errorId={message ? 'otp-error' : undefined}
        isInvalid={fieldState.invalid}
        onChange={(next) => {
          field.onChange(next);
          clearErrors('activationCode');
        }}
      />
      {message && (
        <p id="otp-error" role="alert" className="text-center text-sm text-red-600 dark:text-red-400">
          {message}
        </p>
      )}
    </>
  );
}
