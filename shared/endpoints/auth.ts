import { z } from 'zod';
import {
  AcceptInvitationBodySchema,
  ActivateBodySchema,
  AuthConfigSchema,
  ForgotPasswordBodySchema,
  InvitationAnswerSchema,
  InvitationTokenSchema,
  LoginBodySchema,
  MessageAnswerSchema,
  RegisterAnswerSchema,
  RegisterBodySchema,
  ResetPasswordAnswerSchema,
  ResetPasswordBodySchema,
  SessionAnswerSchema,
  SocialLoginBodySchema,
} from '../accounts.ts';
import { endpoints } from '../endpoint.ts';

/**
 * Sign-up, sign-in and sessions (learner-side §1 Authentication; decisions 0005, 0006, 0013), and password reset
 * (decision 0017; the spec has none): a 6-digit code e-mailed for 15 minutes, then a new password that ends every
 * session of the account and signs in afresh. The signed-in answers set the access_token and refresh_token cookies.
 */
export const authApi = endpoints('auth', {
  config: {
    method: 'GET',
    path: '/users/auth/config',
    access: 'public',
    summary: 'What the sign-in screens offer (Google sign-in when configured)',
    answer: AuthConfigSchema,
  },
  register: {
    method: 'POST',
    path: '/users/auth/register',
    access: 'public',
    summary: 'Start a sign-up: e-mails a 4-digit code valid for 10 minutes',
    body: RegisterBodySchema,
    answer: RegisterAnswerSchema,
    status: 201,
    errors: ['email_already_registered', 'mail_failed'],
  },
  activate: {
    method: 'POST',
    path: '/users/auth/activate',
    access: 'public',
    summary: 'Finish a sign-up with the e-mailed code (5 wrong codes burn the token, 10 a day per e-mail)',
    body: ActivateBodySchema,
    answer: MessageAnswerSchema,
    errors: [
      'invalid_activation_token',
      'activation_token_used',
      'activation_token_burnt',
      'activation_token_expired',
      'invalid_activation_code',
      'email_already_registered',
    ],
  },
  login: {
    method: 'POST',
    path: '/users/auth/login',
    access: 'public',
    summary:
      'Sign in; sets the access_token and refresh_token cookies (failed passwords throttled per account and client)',
    body: LoginBodySchema,
    answer: SessionAnswerSchema,
    errors: ['invalid_credentials', 'password_not_set'],
  },
  socialLogin: {
    method: 'POST',
    path: '/users/auth/social-login',
    access: 'public',
    summary: 'Sign in with a Google ID token (`credential`), verified on the server',
    body: SocialLoginBodySchema,
    answer: SessionAnswerSchema,
    errors: [
      'google_email_unverified',
      'google_account_mismatch',
      'google_token_expired',
      'invalid_google_token',
      'google_unreachable',
      'google_not_configured',
    ],
  },
  forgotPassword: {
    method: 'POST',
    path: '/users/auth/forgot-password',
    access: 'public',
    summary: 'E-mail a 6-digit password-reset code valid 15 minutes (the same answer for every e-mail)',
    body: ForgotPasswordBodySchema,
    answer: MessageAnswerSchema,
  },
  resetPassword: {
    method: 'POST',
    path: '/users/auth/reset-password',
    access: 'public',
    summary:
      'Set a new password with the e-mailed code (5 wrong codes burn it, 10 a day per e-mail); ends every session of the account and signs in afresh (sets the cookies)',
    body: ResetPasswordBodySchema,
    answer: ResetPasswordAnswerSchema,
    errors: ['reset_code_invalid', 'reset_code_expired', 'reset_code_burnt'],
    cache: 'no-store',
  },
  invitation: {
    method: 'GET',
    path: '/users/auth/invitation/:token',
    access: 'public',
    summary: "Whom a member's invitation link is for (name, e-mail, until when); 404 unknown, 410 used or expired",
    params: z.object({ token: InvitationTokenSchema }),
    answer: InvitationAnswerSchema,
    errors: ['invitation_invalid', 'invitation_used', 'invitation_expired'],
    cache: 'no-store',
  },
  acceptInvitation: {
    method: 'POST',
    path: '/users/auth/accept-invitation',
    access: 'public',
    summary:
      "Set a new member's own password with their invitation link (once, within 7 days); ends every session of the account and signs in (sets the cookies)",
    body: AcceptInvitationBodySchema,
    answer: ResetPasswordAnswerSchema,
    errors: ['invitation_invalid', 'invitation_used', 'invitation_expired'],
    cache: 'no-store',
  },
  refresh: {
    method: 'GET',
    path: '/users/auth/refresh-token',
    access: 'public',
    summary: 'Rotate the refresh token; answers a new access token (reuse of a spent one ends the session)',
    answer: SessionAnswerSchema,
    errors: ['session_expired', 'refresh_token_reused'],
  },
  logout: {
    method: 'GET',
    path: '/users/auth/logout',
    access: 'public',
    summary: 'Sign out: revokes this session and clears the cookies',
    answer: MessageAnswerSchema,
  },
});
