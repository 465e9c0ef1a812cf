import { type MouseEvent, useSyncExternalStore } from 'react';
import { useTranslation } from '#web/i18n/react.tsx';
import { toast } from './toast.ts';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser has a connection (navigator.onLine, followed by its events). Online on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * For a button whose action needs the network (buying, paying, signing in, the cart and the wishlist): online,
 * nothing; offline, props that mark it disabled, say why (its title and description) and turn a click into a toast
 * with the reason instead of the action. Spread them on the button: `<Button {...needsConnection} onClick={…}>`.
 */
export function useNeedsConnection() {
  const { t } = useTranslation('common');
  if (useOnline()) return {};
  const reason = t('needsConnection');
  return {
    'aria-disabled': true,
    'aria-description': reason,
    title: reason,
    // Before the button's own onClick, which never runs: the event stops here.
    onClickCapture: (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      toast.info(reason, { id: 'needs-connection' });
    },
  } as const;
}
