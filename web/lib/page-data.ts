import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs, type Params, RouterContextProvider } from 'react-router';

/**
 * The data a page shows, declared by its route (issue 38): a route's module exports a `loader` made by `pageLoader`,
 * which loads the page's queries into the query client of the router's context. On the server (web/entry-server.tsx)
 * the loaders run before the one render and wait for their data, so the page is drawn whole in one pass; in the
 * browser (web/main.tsx) they start the page's reads as its route is entered and do not hold the navigation: the
 * page draws its loading state meanwhile, as its components read the same queries.
 */
export interface PageData {
  client: QueryClient;
  /** Whether a loader waits for its data (the server's render) or only starts it (the browser). */
  wait: boolean;
  /**
   * Whether the reader has a session, so the learner's own pages may load their data: on the server, whether the
   * render was given the reader's session cookie; in the browser, whether the signed-in cookie is there.
   */
  signedIn: () => boolean;
}

const pageDataContext = createContext<PageData>();

/** The router context a render's loaders read their query client from. */
export function pageDataRouterContext(data: PageData): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageDataContext, data);
  return context;
}

export interface PageDataArgs {
  params: Params;
  url: URL;
  /** Whether the reader has a session (PageData's `signedIn`): the learner's pages read the user only then. */
  signedIn: boolean;
  /** Loads one query (a failure is kept as the query's error: the page shows its error state) and answers its data. */
  load: <T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>) => Promise<T | undefined>;
}

export function pageLoader(declare: (args: PageDataArgs) => Promise<unknown>) {
  return async ({ params, request, context }: LoaderFunctionArgs): Promise<null> => {
    const { client, wait, signedIn } = (context as RouterContextProvider).get(pageDataContext);
    const load: PageDataArgs['load'] = async (query) => {
      // a server render asks once: the browser asks again after hydrating for what failed
      await client.prefetchQuery(wait ? { ...query, retry: false } : query);
      return client.getQueryData(query.queryKey);
    };
    const loading = declare({ params, url: new URL(request.url), signedIn: signedIn(), load });
    if (wait) await loading;
    else loading.catch(() => undefined);
    return null;
  };
}
