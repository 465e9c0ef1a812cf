import {
  ForgotPasswordBodySchema,
  MessageAnswerSchema,
  ResetPasswordAnswerSchema,
  ResetPasswordBodySchema,
} from '../accounts.ts';
import { endpoints } from '../endpoint.ts';

/**
 * Password reset (decision 0017; the spec has none): a 6-digit code e-mailed for 15 minutes, then a new password
 * that ends every session of the account and signs in afresh. The other auth endpoints are still registered in
 * server/modules/auth/auth.routes.ts directly.
 */
export const authApi = endpoints('auth', {
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
});
