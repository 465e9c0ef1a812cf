import { users } from '../../db/schema/index.ts';

/** Every column a User answer needs (never the password hash). */
export const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  isSuperAdmin: users.isSuperAdmin,
  isVerified: users.isVerified,
  avatarUrl: users.avatarUrl,
  coverPhotoUrl: users.coverPhotoUrl,
  userName: users.userName,
  phoneNumber: users.phoneNumber,
  skillOccupation: users.skillOccupation,
  timezone: users.timezone,
  bio: users.bio,
  socialLinks: users.socialLinks,
  googleSub: users.googleSub,
  language: users.language,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type UserRow = {
  [K in keyof typeof userColumns]: (typeof userColumns)[K]['_']['notNull'] extends true
    ? (typeof userColumns)[K]['_']['data']
    : (typeof userColumns)[K]['_']['data'] | null;
};

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt' | 'updatedAt'>>;
