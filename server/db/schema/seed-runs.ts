import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Which seeders have run, so a new seeder (e.g. demo courses) runs once on an existing database too. */
export const seedRuns = pgTable('seed_runs', {
  name: text().primaryKey(),
  ranAt: createdAt(),
});
