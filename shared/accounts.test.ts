import { describe, expect, it } from 'vitest';
import { ChangePasswordFormSchema, LoginBodySchema, RegisterBodySchema, UpdateInfoBodySchema } from './accounts.ts';

const firstMessage = (
  result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => result.error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('account forms', () => {
  it('login: the spec messages', () => {
    expect(firstMessage(LoginBodySchema.safeParse({ email: '', password: 'secret1' }), 'email')).toBe(
      'Please enter your email!',
    );
    expect(firstMessage(LoginBodySchema.safeParse({ email: 'x@', password: 'secret1' }), 'email')).toBe(
      'Invalid email!',
    );
    expect(firstMessage(LoginBodySchema.safeParse({ email: 'a@b.co', password: '' }), 'password')).toBe(
      'Please enter your password!',
    );
    expect(firstMessage(LoginBodySchema.safeParse({ email: 'a@b.co', password: '12345' }), 'password')).toBe(
      'Password must be at least 6 characters',
    );
    expect(LoginBodySchema.parse({ email: ' a@b.co ', password: '123456' }).email).toBe('a@b.co');
  });

  it('sign-up: name required', () => {
    expect(firstMessage(RegisterBodySchema.safeParse({ name: ' ', email: 'a@b.co', password: '123456' }), 'name')).toBe(
      'Please enter your name!',
    );
  });

  it('password change: the confirmation must match', () => {
    const result = ChangePasswordFormSchema.safeParse({
      oldPassword: 'old123',
      newPassword: 'new1234',
      confirmPassword: 'new12345',
    });
    expect(firstMessage(result, 'confirmPassword')).toBe('Passwords do not match');
    expect(
      ChangePasswordFormSchema.safeParse({ oldPassword: 'old123', newPassword: 'new1234', confirmPassword: 'new1234' })
        .success,
    ).toBe(true);
  });

  it('profile: blank optional fields become null and phone separators are dropped', () => {
    const parsed = UpdateInfoBodySchema.parse({
      name: 'A',
      bio: '',
      phoneNumber: '017-1234 5678',
      socialLinks: { website: '', github: 'https://github.com/a' },
    });
    expect(parsed).toMatchObject({
      bio: null,
      phoneNumber: '01712345678',
      socialLinks: { website: null, github: 'https://github.com/a' },
    });
  });
});
