import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, paginate } from '#shared/api.ts';
import { AdminOrdersAnswerSchema, AdminOrdersQuerySchema, AdminOrderStatsAnswerSchema } from '#shared/orders.ts';
import { poishaToTaka } from '#shared/pricing.ts';
import * as repo from './orders.repository.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const tags = ['orders'];
const config = { access: 'admin' as const };

/** The admin's Orders and Invoices (admin-side §2, §7 Orders): the paged list and the totals over every order. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/admin/all-orders',
    {
      config,
      schema: {
        tags,
        summary: 'Every order with its learner and course (Unknown User, N/A, Unknown Course when gone), newest first',
        querystring: AdminOrdersQuerySchema,
        response: { 200: AdminOrdersAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await repo.adminOrders(app.db, (page - 1) * limit, limit);
      return {
        success: true as const,
        orders: rows.map((r) => {
          const userName = r.userName ?? 'Unknown User';
          const userEmail = r.userEmail ?? 'N/A';
          const courseName = r.courseName ?? 'Unknown Course';
          const coursePrice = r.coursePricePoisha === null ? null : poishaToTaka(r.coursePricePoisha);
          return {
            _id: r.order.id,
            userId: { _id: r.order.userId, name: userName, email: userEmail },
            courseId: { _id: r.order.courseId, name: courseName, price: coursePrice },
            userName,
            userEmail,
            courseName,
            coursePrice,
            amount: poishaToTaka(r.order.amountPoisha),
            discountAmount: poishaToTaka(r.order.discountPoisha),
            couponCode: r.order.couponCode,
            invoiceId: r.order.invoiceId,
            createdAt: r.order.createdAt.toISOString(),
          };
        }),
        pagination: paginate(page, limit, total),
      };
    },
  );

  app.get(
    '/orders/admin/stats',
    {
      config,
      schema: {
        tags,
        summary: 'Totals over every order: count, revenue paid, average order value and customers',
        response: { 200: AdminOrderStatsAnswerSchema, ...errors },
      },
    },
    async () => {
      const totals = await repo.adminOrderTotals(app.db);
      return {
        success: true as const,
        stats: {
          totalOrders: totals.orders,
          totalRevenue: poishaToTaka(totals.revenuePoisha),
          averageOrderValue: totals.orders === 0 ? 0 : Math.round(totals.revenuePoisha / totals.orders) / 100,
          uniqueCustomers: totals.customers,
        },
      };
    },
  );
};
