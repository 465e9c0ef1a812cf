import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartRoutes } from './cart/cart.routes.ts';
import { couponsAdminRoutes } from './coupons/coupons-admin.routes.ts';
import { couponsRoutes } from './coupons/coupons.routes.ts';
import { ordersAdminRoutes } from './orders/orders-admin.routes.ts';
import { ordersRoutes } from './orders/orders.routes.ts';
import { paymentSchedulerPlugin } from './orders/payment-reverify.ts';
import { paymentsAdminRoutes } from './orders/payments-admin.routes.ts';
import { complaintsRoutes } from './orders/complaints.routes.ts';
import { receiptsRoutes } from './orders/receipts.routes.ts';
import { refundsRoutes } from './orders/refunds.routes.ts';
import { wishlistRoutes } from './wishlist/wishlist.routes.ts';

/** Coupons, cart, wishlist, checkout and orders. */
export const commerceModules: FastifyPluginAsyncZod[] = [
  couponsAdminRoutes,
  couponsRoutes,
  cartRoutes,
  wishlistRoutes,
  ordersRoutes,
  ordersAdminRoutes,
  paymentsAdminRoutes,
  refundsRoutes,
  receiptsRoutes,
  complaintsRoutes,
  paymentSchedulerPlugin,
];
