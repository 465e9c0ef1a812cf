import { MutationCache, QueryClient } from '@tanstack/react-query';
import i18n from '#web/i18n/index.ts';
import { type ApiClient, ApiError, bindApiClient, errorMessage } from './api-client.ts';
import { toast } from './toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * What a failed mutation shows: by default a toast with the server's message, else this fallback (the spec's
       * per-action fallback, translated), else "Something went wrong". `false` when the caller shows the error
       * itself (inline, or by forcing a state as the wishlist toggle does).
       */
      errorToast?: string | false;
    };
  }
}

/**
 * The query client of the app: one cache for all server data, and one place where failed writes are shown: a
 * mutation's failure is a toast with the server's message (else `meta.errorToast`, else "Something went wrong")
 * unless it says `meta: { errorToast: false }`. `api`: the client its reads go through (web/api/client.ts's `call`
 * finds it from the query's context) — a server render's own; the browser's when not given.
 */
export function createQueryClient(api?: ApiClient): QueryClient {
  const client = new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // Every failed write is shown, unless its caller opted out (it shows the error itself, inline or otherwise).
        const fallback = mutation.options.meta?.errorToast;
        if (fallback === false) return;
        const message = errorMessage(error, fallback ?? i18n.t('common:somethingWentWrong'));
        toast.error(message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
  if (api) bindApiClient(client, api);
  return client;
}
