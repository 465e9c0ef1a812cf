import { useCallback, useContext, useRef } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useSearchParams } from 'react-router';

type NavigateOptions = Parameters<ReturnType<typeof useSearchParams>[1]>[1];

/**
 * `useSearchParams`, with a setter whose function form sees the newest query, not the one of the last render. React
 * Router's own function form reads the query its render saw, so two quick changes (a filter chosen while the URL of
 * the one before is still on its way) would build the second on the old query and lose the first. The newest query is
 * the one of the navigation under way, else the router's current location, else the last one written here.
 */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const router = useContext(DataRouterContext)?.router;
  const written = useRef<{ from: string; next: URLSearchParams } | null>(null);
  const current = params.toString();

  const update = useCallback(
    (change: URLSearchParams | ((latest: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => {
      let latest: URLSearchParams;
      if (router) {
        const location = router.state.navigation.location ?? router.state.location;
        latest = new URLSearchParams(location.search);
      } else {
        // Outside a data router: what was last written, as long as the render has not moved on from where it was.
        latest = written.current?.from === current ? written.current.next : new URLSearchParams(current);
      }
      const next = typeof change === 'function' ? change(new URLSearchParams(latest)) : change;
      written.current = { from: current, next };
      setParams(next, options);
    },
    [router, current, setParams],
  );

  return [params, update] as const;
}
