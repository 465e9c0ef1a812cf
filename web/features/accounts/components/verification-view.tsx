import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from 'sonner';
import { ACTIVATION_CODE_LENGTH, ActivationCodeSchema } from '#shared/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { activate } from '#web/api/auth.ts';
import { OtpBoxes } from './otp-boxes.tsx';
import { ViewHeading, ViewSwitch } from './view-parts.tsx';

const EMPTY = Array.from({ length: ACTIVATION_CODE_LENGTH }, () => '');

/**
 * Verification: the 4 boxes and Verify OTP. An incomplete code turns the boxes red, says "Please enter the 4-digit
 * code" and sends nothing; a server failure turns them red too and shows only the server's message (a toast).
 * Success goes to Login.
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
  const [digits, setDigits] = useState<string[]>(EMPTY);
  // Why the boxes are red: an incomplete code (said beside them) or a code the server refused (its toast says why).
  const [invalid, setInvalid] = useState<'incomplete' | 'refused' | null>(null);
  const mutation = useMutation({
    mutationFn: activate,
    onSuccess: () => {
      toast.success(t('toast.activated'));
      onActivated();
    },
    onError: () => setInvalid('refused'),
    meta: { errorToast: t('toast.failed') },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = digits.join('');
    if (!ActivationCodeSchema.safeParse(code).success) {
      setInvalid('incomplete');
      return;
    }
    setInvalid(null);
    mutation.mutate({ activationToken, activationCode: code });
  };

  return (
    <>
      <ViewHeading title={t('verification.title')} subtitle={t('verification.subtitle')} />
      <form noValidate onSubmit={submit} className="space-y-5">
        <OtpBoxes
          digits={digits}
          errorId={invalid === 'incomplete' ? 'otp-error' : undefined}
          isInvalid={invalid !== null}
          onChange={(next) => {
            setDigits(next);
            setInvalid(null);
          }}
        />
        {invalid === 'incomplete' && (
          <p id="otp-error" role="alert" className="text-center text-sm text-red-600 dark:text-red-400">
            {t('verification.invalid')}
          </p>
        )}
        <Button type="submit" className="w-full" isLoading={mutation.isPending}>
          {t('verification.submit')}
        </Button>
      </form>
      <ViewSwitch action={t('verification.back')} onClick={onBack} />
    </>
  );
}
