// One file per aggregate; every table is exported here for Drizzle and drizzle-kit.
export * from './content.ts';
export * from './users.ts';
