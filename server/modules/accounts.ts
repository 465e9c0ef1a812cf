import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes.ts';
import { profileRoutes } from './users/profile.routes.ts';

/** Sign-up, sign-in, sessions, Google sign-in and the user's own profile. */
export const accountModules: FastifyPluginAsyncZod[] = [authRoutes, profileRoutes];
