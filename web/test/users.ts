import type { User } from '#shared/accounts.ts';

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
