import { Component, Fragment, isValidElement, memo, type ReactNode, Suspense, use } from 'react';
import { useLanguage } from '#web/i18n/react.tsx';
import { NotPreloaded } from '#web/lib/lazy-part.tsx';
import { cn } from './cn.ts';

/**
 * Below-the-fold parts of a server-rendered page hydrate when they are needed, not with the page: their HTML is
 * there from the start (readable, links work), and their code is fetched when the part comes near the screen
 * (`visible`) or at the reader's first scroll, touch, click or key (`interaction`). A visitor who only reads the
 * top of the page downloads none of it (issue 12's JavaScript budget). Any first interaction opens every gate (see
 * `firstInteraction`). It works through React's selective hydration: the part's Suspense boundary stays server HTML
 * while its gate is closed.
 *
 * Gates close only for the page the browser hydrates (`holdDeferredParts`, called by web/main.tsx); a page rendered
 * in the browser (client navigation, or a page the server did not render) shows its parts at once.
 */
export type DeferUntil = 'visible' | 'interaction';

/** The language of the server's HTML while the page hydrates; null when nothing is held. */
let heldLanguage: string | null = null;
const gates = new Map<string, Promise<void>>();

/** The page is being hydrated from HTML in `language`: deferred parts wait for their gate. */
export function holdDeferredParts(language: string): void {
  heldLanguage = language;
}

const INTERACTION = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown', 'popstate'] as const;
/** How near the screen a `visible` part starts loading, so it is usually ready when it scrolls in. */
const VISIBLE_MARGIN = '300px';

let interacted: Promise<void> | undefined;
let openAll: (() => void) | undefined;

/** Opens every gate now (web/main.tsx calls it when the router starts a navigation the reader did not start). */
export function openDeferredParts(): void {
  void firstInteraction();
  openAll?.();
}
/**
 * The reader's first scroll, touch, click or key opens every gate: what they do next may navigate, and a navigation
 * (a transition) that reaches a part still waiting would wait for that part's gate before showing the new page.
 */
function firstInteraction(): Promise<void> {
  return (interacted ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTION) window.removeEventListener(type, done, true);
      resolve();
    };
    openAll = done;
    for (const type of INTERACTION) window.addEventListener(type, done, { capture: true, passive: true });
  }));
}

function nearTheScreen(element: Element): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    observer.observe(element);
  });
}

function gate(id: string, until: DeferUntil): Promise<void> {
  let opened = gates.get(id);
  if (!opened) {
    const element = until === 'visible' ? document.querySelector(`[data-deferred="${id}"]`) : null;
    opened = element ? Promise.race([nearTheScreen(element), firstInteraction()]) : firstInteraction();
    gates.set(id, opened);
  }
  return opened;
}

function Gate({ id, until, hold, children }: { id: string; until: DeferUntil; hold: boolean; children: ReactNode }) {
  if (hold) use(gate(id, until));
  return children;
}

/** The same part with the same props: nothing for a part that waits to hydrate to update. */
function sameChildren(before: ReactNode, after: ReactNode): boolean {
  if (before === after) return true;
  if (!isValidElement(before) || !isValidElement(after)) return false;
  if (before.type !== after.type || before.key !== after.key) return false;
  const a = before.props as Record<string, unknown>;
  const b = after.props as Record<string, unknown>;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * A part whose code could not be fetched (the network went away before it came) leaves the page as it is, showing
 * its fallback, rather than taking the whole page to the error screen; it is tried again when the browser is back
 * online.
 */
class PartFailed extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  private retry = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }));
  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }
  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }
  override render() {
    return this.state.failed ? (
      this.props.fallback
    ) : (
      <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
    );
  }
}

interface DeferredProps {
  /** Unique on the page: it names the part's wrapper in the HTML. */
  id: string;
  until: DeferUntil;
  /** Shown only when the part renders in the browser before its code arrived (never over server HTML). */
  fallback?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A parent's re-render must not reach a part that is still waiting: an update to a boundary that has not hydrated
 * makes React drop its server HTML and render it afresh. So the part is memoised on its props (a deferred part takes
 * props that do not change, and reads what changes, such as the session, from hooks). A language switch before the
 * part hydrated renders it afresh in the new language (a new boundary, not held) instead of hydrating HTML written in
 * the old one.
 */
export const Deferred = memo(
  function Deferred({ id, until, fallback = null, className, children }: DeferredProps) {
    // the language only: strings arriving for another part of the page (the sign-in forms', say) must not re-render
    // this one, as its re-render would reach its boundary while it waits to hydrate
    const language = useLanguage();
    const hold = heldLanguage !== null && heldLanguage === language && typeof window !== 'undefined';
    return (
      <div data-deferred={id} className={cn(className)}>
        <NotPreloaded value>
          <PartFailed fallback={fallback}>
            <Suspense key={language} fallback={fallback}>
              <Gate id={id} until={until} hold={hold}>
                {children}
              </Gate>
            </Suspense>
          </PartFailed>
        </NotPreloaded>
      </div>
    );
  },
  (before, after) =>
    before.id === after.id &&
    before.until === after.until &&
    before.className === after.className &&
    sameChildren(before.children, after.children),
);
