import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AcceptInvitationBody,
  ActivateBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
} from '#shared/accounts.ts';
import { authApi } from '#shared/endpoints/auth.ts';
import { call } from './client.ts';

/** The auth endpoints' query keys (only the sign-in screens' configuration is read). */
export const authKeys = {
  all: ['users', 'auth'] as const,
  config: () => [...authKeys.all, 'config'] as const,
  invitation: (token: string) => [...authKeys.all, 'invitation', token] as const,
};

/** The auth calls of spec §7. None of them refreshes on 401/403: they are the sign-in itself. */
const noRefresh = { noRefresh: true };

export const register = (body: RegisterBody) => call(authApi.register, { body }, noRefresh);

/** Sent without credentials, as the spec says. */
export const activate = (body: ActivateBody) =>
  call(authApi.activate, { body }, { noRefresh: true, noCredentials: true });

export const login = (body: LoginBody) => call(authApi.login, { body }, noRefresh);

/** Google: only the ID token counts; the server reads e-mail, name and picture from it. */
export const socialLogin = (credential: string) => call(authApi.socialLogin, { body: { credential } }, noRefresh);

/** Password reset (decision 0017): ask for an e-mailed code, then set the new password with it (signs in). */
export const forgotPassword = (email: string) => call(authApi.forgotPassword, { body: { email } }, noRefresh);

export const resetPassword = (body: ResetPasswordBody) => call(authApi.resetPassword, { body }, noRefresh);

/** A new member's invitation (issue 36 item 14): whom the link is for, then their own password (signs in). */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.invitation(token),
    queryFn: ({ signal }) => call(authApi.invitation, { params: { token } }, { ...noRefresh, signal }),
    retry: false,
    staleTime: Infinity,
  });

export const acceptInvitation = (body: AcceptInvitationBody) => call(authApi.acceptInvitation, { body }, noRefresh);

/** Sign out: the server revokes this session and clears the cookies. */
export const logoutSession = () => call(authApi.logout, {}, noRefresh);

/** GET /users/auth/config: whether Google sign-in is offered (its client id, or null). */
export const authConfigQuery = () =>
  queryOptions({
    queryKey: authKeys.config(),
    queryFn: (context) => call(authApi.config, {}, context),
    select: (answer) => answer.googleClientId,
    staleTime: Infinity,
  });

export const useGoogleClientId = () => useQuery(authConfigQuery()).data ?? null;
