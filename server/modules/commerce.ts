import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponsAdminRoutes } from './coupons/coupons-admin.routes.ts';
import { couponsRoutes } from './coupons/coupons.routes.ts';

/** Coupons now; cart, wishlist, checkout and orders join this list. */
export const commerceModules: FastifyPluginAsyncZod[] = [couponsAdminRoutes, couponsRoutes()];
