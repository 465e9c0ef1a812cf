import type { User } from '#shared/accounts.ts';
import { SIGNED_IN_COOKIE } from '#shared/session-cookie.ts';

/** A full User answer as the server sends it. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    _id: '7d1f5c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    role: 'user',
    isSuperAdmin: false,
    avatar: null,
    coverPhoto: null,
    userName: null,
    phoneNumber: null,
    skillOccupation: null,
    timezone: 'Dhaka',
    bio: null,
    socialLinks: { facebook: null, twitter: null, linkedin: null, website: null, github: null },
    isVerified: true,
    courses: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Gives the browser the server's readable signed-in cookie (shared/accounts.ts), as a sign-in does; without it the web
 * app treats the reader as a visitor and asks for no user. `false` removes it, as a sign-out does.
 */
export function holdSignedInCookie(on = true): void {
  document.cookie = on ? `${SIGNED_IN_COOKIE}=1; path=/` : `${SIGNED_IN_COOKIE}=; path=/; max-age=0`;
}
