import { AlertDialog } from 'radix-ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import {
  type Blocker,
  type BlockerFunction,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
} from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { useReturnFocus } from '#web/lib/use-return-focus.ts';

interface Guard {
  /** Marks the editor `id` as having (or no longer having) unsaved changes. */
  setDirty: (id: string, dirty: boolean) => void;
  /** Lets the next navigation through without asking (a save that navigates away on success). */
  allowLeave: () => void;
}

const GuardContext = createContext<Guard | null>(null);

const IDLE: Blocker = { state: 'unblocked', proceed: undefined, reset: undefined, location: undefined };

/**
 * React Router's `useBlocker`, on the same router API (`getBlocker` / `deleteBlocker`). Written here so the hook's
 * code stays in the admin chunk: importing `useBlocker` pulls it into the shared router code of the entry chunk,
 * which the home page's JavaScript budget (design.md §6) has no room for.
 */
function useRouterBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useContext(DataRouterContext)?.router;
  const blockers = useContext(DataRouterStateContext)?.blockers;
  const key = useId();
  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, shouldBlock);
    return () => router.deleteBlocker(key);
  }, [router, key, shouldBlock]);
  return blockers?.get(key) ?? IDLE;
}

/**
 * "Work is never lost by a click" (admin-side §4, the Unsaved Changes badges): while any editor on the page has
 * unsaved changes, leaving the page asks first. In-app navigation to another page opens the Stay / Leave dialog
 * (a change of the query string alone — filters, paging — stays on the page and is not asked about); closing or
 * reloading the tab triggers the browser's own `beforeunload` prompt. Mounted once by the admin shell (inside the
 * data router); editors report their state with `useUnsavedChanges`.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyIds = useRef(new Set<string>());
  const [isDirty, setIsDirty] = useState(false);
  const bypass = useRef(false);
  const location = useLocation();

  const setDirty = useCallback((id: string, dirty: boolean) => {
    if (dirty) dirtyIds.current.add(id);
    else dirtyIds.current.delete(id);
    setIsDirty(dirtyIds.current.size > 0);
  }, []);
  const allowLeave = useCallback(() => {
    bypass.current = true;
  }, []);
  const guard = useMemo(() => ({ setDirty, allowLeave }), [setDirty, allowLeave]);

  // a bypass covers one navigation only
  useEffect(() => {
    bypass.current = false;
  }, [location.pathname]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      !bypass.current && dirtyIds.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useRouterBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <GuardContext.Provider value={guard}>
      {children}
      <LeaveDialog
        open={blocker.state === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => {
          // the editors unmount with the page, so nothing is left dirty
          dirtyIds.current.clear();
          setIsDirty(false);
          blocker.proceed?.();
        }}
      />
    </GuardContext.Provider>
  );
}

/** The Stay / Leave question; focus starts on Stay and returns to the control that tried to leave. */
function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation('admin');
  const returnFocus = useReturnFocus(open);
  const leaving = useRef(false);
  useLayoutEffect(() => {
    if (open) leaving.current = false;
  }, [open]);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
          onCloseAutoFocus={(event) => (leaving.current ? event.preventDefault() : returnFocus(event))}
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900 dark:text-white">
            {t('unsavedGuard.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {t('unsavedGuard.line')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{t('unsavedGuard.stay')}</Button>
            </AlertDialog.Cancel>
            <Button
              variant="danger"
              onClick={() => {
                leaving.current = true;
                onLeave();
              }}
            >
              {t('unsavedGuard.leave')}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * Reports an editor's unsaved changes to the admin shell's guard (a no-op outside it, as in component tests of a
 * lone editor). Returns `allowLeave`, to call before navigating away on purpose (after a successful save).
 */
export function useUnsavedChanges(isDirty: boolean): { allowLeave: () => void } {
  const guard = useContext(GuardContext);
  const id = useId();
  useEffect(() => {
    if (!guard) return;
    guard.setDirty(id, isDirty);
    return () => guard.setDirty(id, false);
  }, [guard, id, isDirty]);
  return useMemo(() => ({ allowLeave: guard?.allowLeave ?? (() => {}) }), [guard]);
}
