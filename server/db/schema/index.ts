// Every table, for Drizzle and drizzle-kit. Each file is named after the one module that owns its tables
// (docs/decisions/0070-tables-with-owners.md; lint holds every other module to that module's service).
export * from './users.ts';
export * from './auth.ts';
export * from './courses.ts';
export * from './reviews.ts';
export * from './notifications.ts';
export * from './cart.ts';
export * from './wishlist.ts';
export * from './orders.ts';
export * from './coupons.ts';
export * from './layouts.ts';
export * from './content-pages.ts';
export * from './testimonials.ts';
export * from './analytics.ts';
export * from './sandbox-gateway.ts';
export * from './seed-runs.ts';
export * from './learning.ts';
export * from './uploads.ts';
export * from './certificates.ts';
