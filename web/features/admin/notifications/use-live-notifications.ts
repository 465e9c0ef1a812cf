import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATION_EVENT, NOTIFICATION_TITLES, type Notification } from '#shared/catalogue/notifications.ts';
import { analyticsKeys } from '#web/api/analytics.ts';
import { notificationKeys } from '#web/api/notifications.ts';
import { ordersKeys } from '#web/api/orders.ts';
import { paymentsAdminKeys } from '#web/api/payments-admin.ts';
import { questionKeys } from '#web/api/questions.ts';

/** A short two-tone chime made on the spot (no audio file to download); browsers may refuse it before a click. */
export function playNotificationSound(): void {
  try {
    const AudioContextClass =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.08, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.5);
    for (const [frequency, start] of [
      [880, 0],
      [1320, 0.12],
    ] as const) {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(context.currentTime + start);
      tone.stop(context.currentTime + start + 0.25);
    }
    window.setTimeout(() => void context.close().catch(() => undefined), 800);
  } catch {
    // admin-side §8: failures of the notification sound are ignored
  }
}

/**
 * admin-side §4 Notifications: a `newNotification` over the live socket refetches the bell and plays a sound; a new
 * order's also refreshes the figures it changes (the dashboard and analytics, the orders lists and their stats), a
 * duplicate payment's the To refund list. The
 * socket client loads with the admin shell only; it authenticates with the session cookie (server/plugins/socket.ts).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let closed = false;
    let disconnect: (() => void) | undefined;
    void import('socket.io-client')
      .then(({ io }) => {
        if (closed) return;
        // WebSocket first (design.md); where a proxy or network refuses the upgrade, long-polling is tried next
        // (socket.io tries the next transport only with tryAllTransports).
        const socket = io({ withCredentials: true, transports: ['websocket', 'polling'], tryAllTransports: true });
        const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
        socket.on(NOTIFICATION_EVENT, (notification?: Partial<Notification>) => {
          refetch();
          // a new question or answer changes the questions inbox and its sidebar badge
          void queryClient.invalidateQueries({ queryKey: questionKeys.all });
          if (notification?.title === NOTIFICATION_TITLES.order) {
            void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
            void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
          }
          // a duplicate payment joins the To refund list
          if (notification?.title === NOTIFICATION_TITLES.duplicatePayment) {
            void queryClient.invalidateQueries({ queryKey: paymentsAdminKeys.all });
          }
          playNotificationSound();
        });
        // Whatever arrived while the socket was still connecting (or was cut off) is fetched once it is up: the bell,
        // and the questions badge (a question asked meanwhile is in both).
        socket.on('connect', () => {
          refetch();
          void queryClient.invalidateQueries({ queryKey: questionKeys.all });
        });
        socket.on('connect_error', () => undefined); // §8: socket failures are ignored (the bell refetches on focus)
        disconnect = () => socket.disconnect();
      })
      .catch(() => undefined);
    return () => {
      closed = true;
      disconnect?.();
    };
  }, [queryClient]);
}
