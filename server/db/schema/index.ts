// One file per aggregate; every table is exported here for Drizzle and drizzle-kit.
export * from './content.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './catalogue.ts';
export * from './sandbox-gateway.ts';
export * from './coupons.ts';
export * from './commerce.ts';
export * from './analytics.ts';
