import { useEffect, useState } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { FaWhatsapp } from 'react-icons/fa';
import { useLocation } from 'react-router';
import { whatsappChatLink } from '#shared/whatsapp.ts';
import { cn } from '#web/components/ui/cn.ts';
import { useBanner } from '../hooks/use-site-layout.ts';

/** Within this distance of the page bottom or the footer the button fades out (learner-side §9). */
export const WHATSAPP_FADE_DISTANCE_PX = 160;

function isNearBottom(): boolean {
  const viewportBottom = window.scrollY + window.innerHeight;
  if (document.documentElement.scrollHeight - viewportBottom <= WHATSAPP_FADE_DISTANCE_PX) return true;
  const footer = document.querySelector('[data-site-footer]');
  return footer ? footer.getBoundingClientRect().top - window.innerHeight <= WHATSAPP_FADE_DISTANCE_PX : false;
}

/**
 * The floating WhatsApp chat button (learner-side §2 Home): hidden without a number, fades out near the bottom
 * of the page or the footer, and sits higher on small screens on profile paths (above the profile's bottom bar).
 */
export function WhatsAppButton() {
  const { t } = useTranslation('layout');
  const banner = useBanner();
  const { pathname } = useLocation();
  const href = whatsappChatLink(banner?.whatsappNumber);
  const [isFaded, setFaded] = useState(false);

  useEffect(() => {
    if (!href) return;
    const update = () => setFaded(isNearBottom());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [href, pathname]);

  if (!href) return null;
  const isProfile = pathname === '/profile' || pathname.startsWith('/profile/');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp')}
      title={t('whatsapp')}
      aria-hidden={isFaded || undefined}
      tabIndex={isFaded ? -1 : undefined}
      data-faded={isFaded}
      className={cn(
        'fixed right-5 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg transition-all duration-300 hover:scale-105 hover:bg-[#1ebe5b]',
        isProfile ? 'bottom-24 lg:bottom-6' : 'bottom-6',
        isFaded ? 'pointer-events-none translate-y-2 opacity-0' : 'opacity-100',
      )}
    >
      <FaWhatsapp aria-hidden="true" className="h-8 w-8" />
    </a>
  );
}
