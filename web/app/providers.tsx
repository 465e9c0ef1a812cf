import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { type IconSprite, IconSpriteProvider } from '#web/components/icons/sprite-icon.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { hasSignedInCookie } from '#web/lib/session.ts';

// The toast container is not needed for the first paint. A signed-in reader gets it once the browser is idle; a
// visitor, whose toasts only ever follow something they did, at their first touch, click or key (so a visitor who only
// reads downloads none of it). Toasts raised before it mounts are not lost (sonner replays active toasts to a Toaster
// that subscribes late).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'touchstart'] as const;

function useToasterReady(): boolean {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    const ready = () => setReady(true);
    if (!hasSignedInCookie()) {
      for (const type of FIRST_INTERACTION) window.addEventListener(type, ready, { once: true, passive: true });
      return () => {
        for (const type of FIRST_INTERACTION) window.removeEventListener(type, ready);
      };
    }
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(ready, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(ready, 200);
    return () => window.clearTimeout(id);
  }, []);
  return isReady;
}

/**
 * `client`: the query cache to use (the page's server-rendered data, web/main.tsx); a fresh one otherwise.
 * `iconSprite`: where a server-rendered page's icons are drawn from (components/icons/sprite-icon.tsx).
 */
export function Providers({
  children,
  client,
  iconSprite,
}: {
  children: ReactNode;
  client?: QueryClient;
  iconSprite?: IconSprite;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const isToasterReady = useToasterReady();
  return (
    <QueryClientProvider client={queryClient}>
      <IconSpriteProvider sprite={iconSprite}>{children}</IconSpriteProvider>
      {isToasterReady && (
        <Suspense fallback={null}>
          <Toaster richColors closeButton position="top-center" />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
