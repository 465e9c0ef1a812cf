import { useTranslation } from '#web/i18n/react.tsx';
import { HiOutlineUserCircle } from 'react-icons/hi';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { User } from '#shared/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { isReauthBlocked } from '#web/lib/auth-flags.ts';
import { currentUserQuery, useCurrentUser } from '#web/api/profile.ts';
import { continueLearningQuery, myCoursesQuery } from '#web/api/courses.ts';
import { myPaymentsQuery } from '#web/api/orders.ts';
import { myCartQuery } from '#web/api/cart.ts';
import { myWishlistQuery } from '#web/api/wishlist.ts';
import { pageLoader } from '#web/lib/page-data.ts';
import { useLogout } from '#web/lib/logout.ts';
import { openAuthModal } from '#web/lib/session.ts';
import { DashboardSection } from './components/dashboard-section.tsx';
import { EnrolledSection } from './components/enrolled-section.tsx';
import { CartSection, WishlistSection } from './components/list-sections.tsx';
import { ProfileHeader } from './components/profile-header.tsx';
import { OrdersSection } from './components/orders-section.tsx';
import { ProfileNav } from './components/profile-nav.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';
import {
  ADMIN_SECTION,
  CERTIFICATES_SECTION,
  ORDERS_SECTION,
  type SectionIndex,
  sectionOf,
} from './components/sections.ts';
import { CertificatesSection } from './components/certificates-section.tsx';
import { myCertificatesQuery } from '#web/api/certificates.ts';
import { SettingsSection } from './components/settings-section.tsx';

/** The profile's data: the signed-in user, and what the section the address names lists. */
export const loader = pageLoader(async ({ url, signedIn, load }) => {
  if (!signedIn || !(await load(currentUserQuery()))) return;
  const [, , subPath] = url.pathname.split('/');
  const index = sectionOf(subPath, url.searchParams);
  if (index === 0)
    await Promise.all([
      load(myCoursesQuery()),
      load(continueLearningQuery()),
      load(myWishlistQuery()),
      load(myCartQuery()),
    ]);
  else if (index === 2) await load(myCoursesQuery());
  else if (index === ORDERS_SECTION) await load(myPaymentsQuery());
  else if (index === CERTIFICATES_SECTION) await load(myCertificatesQuery());
});

function SectionView({ index, user, paymentId }: { index: SectionIndex; user: User; paymentId?: string }) {
  switch (index) {
    case ORDERS_SECTION:
      return <OrdersSection user={user} paymentId={paymentId} />;
    case CERTIFICATES_SECTION:
      return <CertificatesSection />;
    case 1:
      return <SettingsSection user={user} />;
    case 2:
      return <EnrolledSection />;
    case 3:
      return <WishlistSection />;
    case 4:
      return <CartSection />;
    case 5:
      return <ReviewsSection />;
    default:
      return <DashboardSection />;
  }
}

/** The profile area for a signed-in user (spec §2); a visitor gets a prompt that opens the auth modal. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const logout = useLogout();
  const me = useCurrentUser(!isReauthBlocked());
  const [, , subPath, paymentId] = pathname.split('/');
  const index = sectionOf(subPath, search);

  if (me.isPending && me.fetchStatus !== 'idle') {
    return (
      <Container className="flex min-h-[50vh] items-center justify-center">
        <Spinner size="lg" />
      </Container>
    );
  }
  const user = me.data;
  if (!user) {
    const isSignedOut = !me.isError || (me.error instanceof ApiError && me.error.status < 500);
    return (
      <Container className="py-16">
        {isSignedOut ? (
          <EmptyState
            titleAs="h1"
            icon={<HiOutlineUserCircle />}
            title={t('signInPrompt.title')}
            line={t('signInPrompt.line')}
            action={<Button onClick={() => openAuthModal('login')}>{t('signInPrompt.action')}</Button>}
          />
        ) : (
          <EmptyState
            titleAs="h1"
            title={t('loadError')}
            action={<Button onClick={() => void me.refetch()}>{t('retry')}</Button>}
          />
        )}
      </Container>
    );
  }
  if (index === ADMIN_SECTION) return <Navigate to={user.role === 'admin' ? '/admin' : '/profile'} replace />;

  const onLogout = () => logout.mutate(t('loggedOut'));
  return (
    <Container className="pt-6 pb-28 lg:pb-12">
      <ProfileHeader user={user} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[15rem_1fr]">
        <aside>
          <ProfileNav look="sidebar" role={user.role} active={index} onLogout={onLogout} />
        </aside>
        <div className="min-w-0">
          <SectionView index={index} user={user} paymentId={index === ORDERS_SECTION ? paymentId : undefined} />
        </div>
      </div>
      <ProfileNav look="bar" role={user.role} active={index} onLogout={onLogout} />
    </Container>
  );
}
