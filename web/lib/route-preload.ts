/**
 * Routes whose code another part of the app may want to fetch ahead of a navigation it knows is coming (logout goes
 * to the home page). The route table registers each loader (web/app/routes.tsx); features call `preloadRoute` by
 * path, without importing another feature. React Router keeps the old URL until a lazy route's code is in, so a
 * navigation to a route fetched ahead shows at once.
 */
const loaders = new Map<string, () => Promise<unknown>>();

export function registerRoutePreload(path: string, load: () => Promise<unknown>): void {
  loaders.set(path, load);
}

/** Starts fetching the route's code (once: the module loader keeps it); a failure is left to the navigation. */
export function preloadRoute(path: string): void {
  loaders
    .get(path)?.()
    .catch(() => undefined);
}
