/**
 * The low-end device heuristic of learner-side §9: device memory of 4 GB or less, or a 2g/3g connection.
 * Such devices get the `low-end` class on <html> (no heavy animation, no smooth scrolling; see styles.css),
 * no video autoplay (the player asks `isLowEndDevice()`) and smaller images (`AdaptiveImage`).
 */
interface NavigatorHints {
  deviceMemory?: number;
  connection?: { effectiveType?: string };
}

export function detectLowEnd(nav: NavigatorHints | undefined): boolean {
  if (!nav) return false;
  if (typeof nav.deviceMemory === 'number' && nav.deviceMemory <= 4) return true;
  const type = nav.connection?.effectiveType;
  return type === '2g' || type === 'slow-2g' || type === '3g';
}

let cached: boolean | undefined;

/** True on a low-end device (decided once per page load). */
export function isLowEndDevice(): boolean {
  cached ??= typeof navigator === 'undefined' ? false : detectLowEnd(navigator as NavigatorHints);
  return cached;
}

/** Marks <html> with `low-end` when the heuristic says so; called once before the first render. */
export function applyDeviceClass(root: HTMLElement = document.documentElement): void {
  root.classList.toggle('low-end', isLowEndDevice());
}
