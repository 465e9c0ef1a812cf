import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineLogin, HiUserCircle } from 'react-icons/hi';
import { Link } from 'react-router';
import { AdaptiveImage } from '#web/components/ui/adaptive-image.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { initialsOf } from '#web/lib/initials.ts';
import { openAuthModal, useSession } from '#web/lib/session.ts';
import { useNeedsConnection } from '#web/lib/online.ts';

/** Signed in: the avatar (or the initials) with a green online dot, linking to /profile. Signed out: a sign-in icon button. */
export function UserButton() {
  const { t } = useTranslation('layout');
  const { user, restoring } = useSession();
  const needsConnection = useNeedsConnection();
  if (!user && restoring) {
    // the remembered session is being read: a quiet placeholder instead of a Sign In that would flash
    return (
      <span
        aria-hidden="true"
        className="inline-flex h-10 w-10 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800"
      />
    );
  }
  if (!user) {
    return (
      <button
        type="button"
        className={buttonClass('ghost', 'icon')}
        aria-label={t('signIn')}
        title={t('signIn')}
        {...needsConnection}
        onClick={() => openAuthModal('login')}
      >
        <HiOutlineLogin aria-hidden="true" className="h-5 w-5" />
      </button>
    );
  }
  return (
    <Link
      to="/profile"
      aria-label={t('myProfile')}
      title={user.name}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      {user.avatar?.url ? (
        <AdaptiveImage
          src={user.avatar.url}
          alt=""
          className="h-9 w-9 rounded-full object-cover ring-2 ring-white dark:ring-slate-900"
        />
      ) : (
        <span
          aria-hidden="true"
          data-testid="user-initials"
          className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white ring-2 ring-white dark:ring-slate-900"
        >
          {initialsOf(user.name) || <HiUserCircle className="h-9 w-9" />}
        </span>
      )}
      <span
        data-testid="online-dot"
        title={t('online')}
        className="absolute right-0.5 bottom-0.5 h-2.5 w-2.5 rounded-full bg-green-500 ring-2 ring-white dark:ring-slate-900"
      />
    </Link>
  );
}
