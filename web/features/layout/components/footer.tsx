import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { HiAcademicCap, HiOutlineGlobeAlt, HiOutlineMail, HiOutlinePhone } from 'react-icons/hi';
import { Link } from 'react-router';
import { footerContact, footerSocialLinks } from '#shared/footer.ts';
import { hasBengali } from '#shared/text.ts';
import { cn } from '#web/components/ui/cn.ts';
import { Container } from '#web/components/ui/container.tsx';
import { useFooter } from '../hooks/use-site-layout.ts';

const SocialIcon = lazy(() => import('./social-icon.tsx'));

const linkClass =
  'text-sm text-slate-600 transition-colors hover:text-brand-700 dark:text-slate-400 dark:hover:text-white';

function Column({
  id,
  title,
  as: Tag = 'nav',
  className,
  children,
}: {
  id: string;
  title: string;
  as?: 'nav' | 'section';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className="mb-4 text-sm font-semibold tracking-wide text-slate-900 uppercase dark:text-white">
        {title}
      </h2>
      <ul className="space-y-3">{children}</ul>
    </Tag>
  );
}

/**
 * The site footer (learner-side §2 Footer): brand and tagline, About, Quick Links, Social Links from the admin
 * (rows without a url skipped), Contact Info (each field only when set) and the copyright line. The About and
 * Quick Links columns are hidden on small screens, where the menu drawer carries those links.
 */
export function Footer() {
  const { t } = useTranslation('layout');
  const footer = useFooter();
  const social = footer ? footerSocialLinks(footer.socialLinks) : [];
  const contact = footer ? footerContact(footer.contact) : { phone: null, email: null };
  const year = new Date().getFullYear();

  return (
    <footer data-site-footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <Container className="py-12">
        <div className="grid grid-cols-1 gap-10 sm:grid-cols-2 lg:grid-cols-[1.5fr_repeat(4,1fr)]">
          <div>
            <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold text-slate-900 dark:text-white">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-white"
              >
                <HiAcademicCap className="h-5 w-5" />
              </span>
              {t('brand')}
            </Link>
            <p className="mt-4 max-w-xs text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
          </div>
          <Column id="footer-about" title={t('footer.about')} className="hidden md:block">
            <li>
              <Link className={linkClass} to="/about">
                {t('footer.ourStory')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/privacy">
                {t('footer.privacyPolicy')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/faq">
                {t('footer.faq')}
              </Link>
            </li>
          </Column>
          <Column id="footer-quick-links" title={t('footer.quickLinks')} className="hidden md:block">
            <li>
              <Link className={linkClass} to="/courses">
                {t('footer.courses')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/profile">
                {t('footer.myAccount')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to="/profile">
                {t('footer.myDashboard')}
              </Link>
            </li>
          </Column>
          {social.length > 0 && (
            <Column id="footer-social" title={t('footer.socialLinks')}>
              {social.map((link) => {
                return (
                  <li key={`${link.name}-${link.url}`}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={cn(linkClass, 'inline-flex items-center gap-2')}
                    >
                      <Suspense fallback={<HiOutlineGlobeAlt aria-hidden="true" className="h-4 w-4" />}>
                        <SocialIcon name={link.name} className="h-4 w-4" />
                      </Suspense>
                      <span className={hasBengali(link.name) ? 'font-bengali' : undefined}>{link.name}</span>
                      <span className="sr-only">{t('footer.opensInNewTab')}</span>
                    </a>
                  </li>
                );
              })}
            </Column>
          )}
          {(contact.phone || contact.email) && (
            <Column id="footer-contact" as="section" title={t('footer.contactInfo')}>
              {contact.phone && (
                <li>
                  <a
                    href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
                    className={cn(linkClass, 'inline-flex items-center gap-2')}
                  >
                    <HiOutlinePhone aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only">{t('footer.phone')}: </span>
                    {contact.phone}
                  </a>
                </li>
              )}
              {contact.email && (
                <li>
                  <a
                    href={`mailto:${contact.email}`}
                    className={cn(linkClass, 'inline-flex items-center gap-2 break-all')}
                  >
                    <HiOutlineMail aria-hidden="true" className="h-4 w-4 shrink-0" />
                    <span className="sr-only">{t('footer.email')}: </span>
                    {contact.email}
                  </a>
                </li>
              )}
            </Column>
          )}
        </div>
        <p className="mt-10 border-t border-slate-200 pt-6 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
          {t('footer.copyright', { year })}
        </p>
      </Container>
    </footer>
  );
}
