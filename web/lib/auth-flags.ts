/**
 * Logout timing of spec §4: after a sign-out, re-authentication (loading the user, opening the auth modal,
 * social sign-in) is blocked for about 5 s, and the "logout in progress" flag clears after 1 s. Also the
 * social sign-in marker: a Google answer is sent to the server only when the user started it here.
 */
export const REAUTH_BLOCK_MS = 5000;
export const LOGOUT_FLAG_MS = 1000;

let blockedUntil = 0;
let loggingOut = false;
let socialInitiated = false;

export function startLogoutWindow(now = Date.now()): void {
  blockedUntil = now + REAUTH_BLOCK_MS;
  loggingOut = true;
  setTimeout(() => {
    loggingOut = false;
  }, LOGOUT_FLAG_MS);
}

export const isReauthBlocked = (now = Date.now()) => now < blockedUntil;
export const isLoggingOut = () => loggingOut;

export function markSocialInitiated(value: boolean): void {
  socialInitiated = value;
}
export const isSocialInitiated = () => socialInitiated;

/** Tests only: forget every flag. */
export function resetAuthFlags(): void {
  blockedUntil = 0;
  loggingOut = false;
  socialInitiated = false;
}
