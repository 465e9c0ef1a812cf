import { useEffect, useRef, useState } from 'react';
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

/** What a reader presses: links, buttons, form fields and whatever else takes focus. */
const CONTROLS =
  'a[href],button,input,select,textarea,summary,[role="button"],[role="link"],[role="tab"],[tabindex]:not([tabindex="-1"])';

/**
 * Whether the button's place covers a control (decision 0073): on a phone a fixed button sits over the page, and
 * nothing a reader must press may be under it. A control much larger than the button (a whole course card) stays
 * easy to press beside it and does not count.
 */
function coversControl(button: HTMLElement): boolean {
  // its place without the fade's slide or the hover's growth (a fixed element's offsets are the viewport's)
  const box = {
    left: button.offsetLeft,
    top: button.offsetTop,
    right: button.offsetLeft + button.offsetWidth,
    bottom: button.offsetTop + button.offsetHeight,
    width: button.offsetWidth,
    height: button.offsetHeight,
  };
  for (const control of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (control === button) continue;
    const r = control.getBoundingClientRect();
    if (r.right <= box.left || r.left >= box.right || r.bottom <= box.top || r.top >= box.bottom) continue;
    if (r.width > 3 * box.width && r.height > 3 * box.height) continue;
    // a control still fading in counts: it is about to be seen
    if (control.checkVisibility({ visibilityProperty: true })) return true;
  }
  return false;
}

/**
 * The floating WhatsApp chat button (learner-side §2 Home): hidden without a number, fades out near the bottom
 * of the page or the footer and while it would cover a control, and sits higher on small screens on profile paths (above the profile's bottom bar).
 */
export function WhatsAppButton() {
  const { t } = useTranslation('layout');
  const banner = useBanner();
  const { pathname } = useLocation();
  const href = whatsappChatLink(banner?.whatsappNumber);
  // null until the page under it was looked at: the server's HTML, shown before this hydrates, cannot know
  const [isFaded, setFaded] = useState<boolean | null>(null);
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!href) return;
    let frame = 0;
    // once a frame at most: scrolling fires many events, and a page's content arrives in many changes
    const update = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setFaded(isNearBottom() || (ref.current !== null && coversControl(ref.current)));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // controls that appear or move under the button as the page's data, styles, pictures and faces arrive
    const changes = new MutationObserver(update);
    changes.observe(document.body, { childList: true, subtree: true });
    const resizes = new ResizeObserver(update);
    resizes.observe(document.body);
    void (document as Partial<Document>).fonts?.ready.then(update); // jsdom has no font loading
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      resizes.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [href, pathname]);

  if (!href) return null;
  const isProfile = pathname === '/profile' || pathname.startsWith('/profile/');
  return (
    <a
      ref={ref}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp')}
      title={t('whatsapp')}
      aria-hidden={isFaded || undefined}
      tabIndex={isFaded ? -1 : undefined}
      data-faded={isFaded ?? 'unknown'}
      className={cn(
        'fixed right-5 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-[#25D366] text-white shadow-lg transition-all duration-300 hover:scale-105 hover:bg-[#1ebe5b]',
        isProfile ? 'bottom-24 lg:bottom-6' : 'bottom-6',
        isFaded ? 'pointer-events-none translate-y-2 opacity-0' : 'opacity-100',
        // on a phone the page under it is narrow: it waits to be placed over nothing a reader must press
        isFaded === null && 'max-md:invisible',
      )}
    >
      <FaWhatsapp aria-hidden="true" className="h-8 w-8" />
    </a>
  );
}
