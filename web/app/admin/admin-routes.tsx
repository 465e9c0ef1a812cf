import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import type { AdminPage } from '#web/features/admin/admin-page.ts';
import { adminPages } from '#web/features/admin/admin-pages.ts';
import { loadNamespaces } from '#web/i18n/index.ts';
import { AdminNotFound } from './admin-not-found.tsx';

/** A screen's code and its strings, fetched together the first time it is shown (no flash of string keys). */
const lazyPage = (page: Pick<AdminPage, 'load' | 'namespaces'>): LazyExoticComponent<ComponentType> =>
  lazy(async () => {
    const [Component] = await Promise.all([page.load(), loadNamespaces(...page.namespaces)]);
    return { default: Component };
  });

const Dashboard = lazyPage({
  namespaces: ['admin', 'admin-analytics'],
  load: async () => (await import('#web/features/admin/analytics/dashboard-page.tsx')).DashboardPage,
});
const screens = adminPages.map((page) => ({ path: page.path, Screen: lazyPage(page) }));

/**
 * The admin screens, as routes inside the admin shell. They live in the admin chunk rather than in the app's route
 * table, so the list of admin screens is not part of every public page's first download (design.md §6); the shell
 * wraps them in Suspense.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Dashboard />} />
      {screens.map(({ path, Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
