import { useTranslation } from '#web/i18n/react.tsx';
import { AdminPageHeader } from '#web/features/admin/ui/admin-page-header.tsx';
import { useLayout } from '#web/api/content.ts';
import { QueryFrame } from './editor-frame.tsx';
import { HeroForm } from './hero-form.tsx';
import { NavigationEditor } from './navigation-editor.tsx';

/** /admin/hero: the home page banner, the header toggles and the navigation menu (admin-side §2 Content editors). */
export function HeroPage() {
  const { t } = useTranslation('admin-content');
  const banner = useLayout('Banner');
  const categories = useLayout('Categories');
  return (
    <div className="space-y-6">
      <AdminPageHeader title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <QueryFrame query={banner} rows={6}>
        {(layout) => (
          <>
            <HeroForm banner={layout.banner} />
            <QueryFrame query={categories} rows={3}>
              {(cats) => <NavigationEditor banner={layout.banner} categories={cats.categories} />}
            </QueryFrame>
          </>
        )}
      </QueryFrame>
    </div>
  );
}
