import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ActivateBody,
  AuthConfig,
  LoginBody,
  MessageAnswer,
  RegisterAnswer,
  RegisterBody,
  SessionAnswer,
} from '#shared/accounts.ts';
import { authApi } from '#shared/endpoints/auth.ts';
import { call } from '#web/api/client.ts';
import { api } from '#web/lib/api-client.ts';

/** The auth calls of spec §7. None of them refreshes on 401/403: they are the sign-in itself. */
export const register = (body: RegisterBody) =>
  api<RegisterAnswer>('/users/auth/register', { method: 'POST', body, noRefresh: true });

/** Sent without credentials, as the spec says. */
export const activate = (body: ActivateBody) =>
  api<MessageAnswer>('/users/auth/activate', { method: 'POST', body, noRefresh: true, noCredentials: true });

export const login = (body: LoginBody) =>
  api<SessionAnswer>('/users/auth/login', { method: 'POST', body, noRefresh: true });

/** Google: only the ID token counts; the server reads e-mail, name and picture from it. */
export const socialLogin = (credential: string) =>
  api<SessionAnswer>('/users/auth/social-login', { method: 'POST', body: { credential }, noRefresh: true });

/** GET /users/auth/config: whether Google sign-in is offered. */
export const authConfigQuery = () =>
  queryOptions({
    queryKey: ['users', 'auth', 'config'] as const,
    queryFn: ({ signal }) => api<AuthConfig>('/users/auth/config', { signal }).then((r) => r.googleClientId),
    staleTime: Infinity,
  });

export const useGoogleClientId = () => useQuery(authConfigQuery()).data ?? null;

/** Password reset (decision 0017): ask for an e-mailed code, then set the new password with it (signs in). */
export const forgotPassword = (email: string) => call(authApi.forgotPassword, { body: { email } }, { noRefresh: true });

export const resetPassword = (body: { email: string; code: string; password: string }) =>
  call(authApi.resetPassword, { body }, { noRefresh: true });
