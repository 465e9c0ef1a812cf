import { catalogueSeeders } from './catalogue/index.ts';
import { contentSeeders } from './content/index.ts';
import type { Seeder } from './index.ts';

/** Demo content, in order. Add a seeder here; it runs once on every database that has not seen it. */
export const seeders: Seeder[] = [...contentSeeders, ...catalogueSeeders];
