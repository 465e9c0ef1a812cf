import type { Seeder } from './index.ts';

/** Demo content, in order. Add a seeder here; it runs once on every database that has not seen it. */
export const seeders: Seeder[] = [];
