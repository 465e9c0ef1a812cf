import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { createQueryClient } from '#web/lib/query-client.ts';

// The toast container is not needed for the first paint: it is loaded once the browser is idle. Toasts raised
// before it mounts are not lost (sonner replays active toasts to a Toaster that subscribes late).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function useIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, []);
  return isIdle;
}

/** `client`: the query cache to use (the page's server-rendered data, web/main.tsx); a fresh one otherwise. */
export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const isIdle = useIdle();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {isIdle && (
        <Suspense fallback={null}>
          <Toaster richColors closeButton position="top-center" />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
