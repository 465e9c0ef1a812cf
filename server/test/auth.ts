import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../modules/users/password.ts';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
  role: 'user' | 'admin';
  isSuperAdmin: boolean;
}

export interface CreateUserOptions {
  role?: 'user' | 'admin';
  isSuperAdmin?: boolean;
  email?: string;
  password?: string;
  name?: string;
  /** The language the server writes to the user in (decision 0097); the site's primary, English, by default. */
  language?: 'bn' | 'en';
}

/** Inserts a verified user directly (no sign-up e-mail). Defaults: a learner with a unique e-mail, password `secret123`. */
export async function createUser(app: FastifyInstance, options: CreateUserOptions = {}): Promise<TestUser> {
  const role = options.role ?? (options.isSuperAdmin ? 'admin' : 'user');
  const isSuperAdmin = options.isSuperAdmin ?? false;
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? 'secret123';
  const name = options.name ?? (role === 'admin' ? 'Test Admin' : 'Test Learner');
  const [row] = await app.db
    .insert(users)
    .values({
      name,
      email,
      passwordHash: await hashPassword(password),
      role,
      isSuperAdmin,
      isVerified: true,
      language: options.language ?? 'en',
    })
    .returning({ id: users.id });
  return { id: row!.id, name, email, password, role, isSuperAdmin };
}

/** A random loopback address, so many sign-ins in one test file never meet the per-IP limit. */
const randomLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/**
 * Signs in through the real login endpoint and answers the Cookie header to send with later requests
 * (`access_token=...; refresh_token=...`). Throws with the server's message when the sign-in fails.
 */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/auth/login',
    payload: { email, password },
    remoteAddress: randomLoopback(),
  });
  if (res.statusCode !== 200) throw new Error(`signIn(${email}) failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** createUser + signIn in one step: `const { user, cookie } = await signedInUser(app, { role: 'admin' })`. */
export async function signedInUser(
  app: FastifyInstance,
  options: CreateUserOptions = {},
): Promise<{ user: TestUser; cookie: string }> {
  const user = await createUser(app, options);
  return { user, cookie: await signIn(app, user.email, user.password) };
}
