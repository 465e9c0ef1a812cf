import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts for the public pages: the same calls as sonner's `toast`, with sonner fetched at the first toast instead of
 * with the page (a visitor who only reads downloads none of it; issue 12's JavaScript budget). The Toaster mounts
 * lazily too (web/app/providers.tsx) and sonner replays the toasts raised before it subscribed. Signed-in and admin
 * screens may import sonner directly.
 */
type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

let loading: Promise<Sonner> | undefined;
const sonner = (): Promise<Sonner> => (loading ??= import('sonner').then((m) => m.toast));

const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: Message, options?: ExternalToast): void =>
    void sonner().then((toast) => toast[kind](message, options));

export const toast = Object.assign(
  (message: Message, options?: ExternalToast): void => void sonner().then((toast) => toast(message, options)),
  { success: show('success'), error: show('error'), info: show('info') },
);
