import { Dialog } from 'radix-ui';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineX } from 'react-icons/hi';
import { buttonClass } from '#web/components/ui/button.tsx';
import type { AuthModalView } from '#web/lib/session.ts';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';
import { LoginView } from './login-view.tsx';
import { PasswordResetView } from './password-reset-view.tsx';
import { SignupView } from './signup-view.tsx';
import { VerificationView } from './verification-view.tsx';

/**
 * The auth modal (spec §2, §4): Login and Sign-up switch to each other; registration goes to Verification. Login's
 * "Forgot password?" opens the password reset (decision 0017), which signs in when done. It is opened from state (no
 * Radix Trigger): closing it gives focus back to the control that opened it.
 */
export function AuthModal({
  open,
  view,
  activationToken,
  onOpenChange,
  onView,
  onRegistered,
}: {
  open: boolean;
  view: AuthModalView;
  activationToken: string | null;
  onOpenChange: (open: boolean) => void;
  onView: (view: AuthModalView) => void;
  onRegistered: (token: string) => void;
}) {
  const { t } = useTranslation('accounts');
  const close = () => onOpenChange(false);
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="auth-backdrop"
          className="fixed inset-0 z-50 bg-slate-950/60 data-[state=open]:animate-fade-in"
        />
        <Dialog.Content
          data-testid="auth-modal"
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none sm:p-8 dark:bg-slate-900 dark:ring-1 dark:ring-slate-700"
        >
          <Dialog.Close className={buttonClass('ghost', 'icon', 'absolute top-3 right-3')} aria-label={t('close')}>
            <HiOutlineX aria-hidden="true" className="h-5 w-5" />
          </Dialog.Close>
          {view === 'login' && (
            <LoginView onSignedIn={close} onSwitch={() => onView('signup')} onForgot={() => onView('forgot')} />
          )}
          {view === 'forgot' && <PasswordResetView onSignedIn={close} onBack={() => onView('login')} />}
          {view === 'signup' && (
            <SignupView onRegistered={onRegistered} onSignedIn={close} onSwitch={() => onView('login')} />
          )}
          {view === 'verification' &&
            (activationToken ? (
              <VerificationView
                activationToken={activationToken}
                onActivated={() => onView('login')}
                onBack={() => onView('login')}
              />
            ) : (
              <SignupView onRegistered={onRegistered} onSignedIn={close} onSwitch={() => onView('login')} />
            ))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
