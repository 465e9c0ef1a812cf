import { type ComponentType, createContext, lazy, useContext } from 'react';

/**
 * A component whose code loads when it is first drawn (React.lazy), named by its source file, so that a server
 * render can tell the browser which of these chunks the page needs: web/entry-server.tsx collects the parts its
 * final render drew and server/plugins/spa.ts writes a `<link rel="modulepreload">` for each (issue 12: no chunk
 * waterfall). `src` is the file's path under web/, as Vite's manifest names it; e2e/server-rendering.spec.ts fails
 * when a page loads a script its HTML did not announce.
 */
let drawn: Set<string> | null = null;

/** Inside a deferred part (components/ui/deferred.tsx): drawn on the server, but its code is not wanted up front. */
export const NotPreloaded = createContext(false);

/** Runs a synchronous render and answers the parts it drew. */
export function collectDrawnParts(render: () => string): { html: string; parts: string[] } {
  drawn = new Set();
  try {
    const html = render();
    return { html, parts: [...drawn] };
  } finally {
    drawn = null;
  }
}

/** Records a chunk the render drew without a lazy part (a route's own module, say). */
export function markDrawn(src: string): void {
  drawn?.add(src);
}

export function lazyPart<P extends object>(src: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyPart(props: P) {
    if (!useContext(NotPreloaded)) drawn?.add(src);
    return <Lazy {...props} />;
  }
  LazyPart.displayName = `LazyPart(${src})`;
  return LazyPart;
}
