import { type ComponentType, createContext, lazy, useContext } from 'react';

/**
 * A component whose code loads when it is first drawn (React.lazy), named by its source file, so that a server
 * render can tell the browser which of these chunks the page needs: web/entry-server.tsx collects the parts its
 * render drew and server/plugins/spa.ts writes a `<link rel="modulepreload">` for each (issue 12: no chunk
 * waterfall). `src` is the file's path under web/, as Vite's manifest names it; e2e/server-rendering.spec.ts fails
 * when a page loads a script its HTML did not announce.
 */
/** Where a server render notes the parts it drew (web/entry-server.tsx gives each render a set of its own). */
export const DrawnParts = createContext<Set<string> | null>(null);

/** Inside a deferred part (components/ui/deferred.tsx): drawn on the server, but its code is not wanted up front. */
export const NotPreloaded = createContext(false);

export function lazyPart<P extends object>(src: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    const drawn = useContext(DrawnParts);
    if (!useContext(NotPreloaded)) drawn?.add(src);
    return <Lazy {...props} />;
  }
  LazyPart.displayName = `LazyPart(${src})`;
  return LazyPart;
}
