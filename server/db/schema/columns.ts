import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every entity has: a UUID id (exposed as `_id`) and UTC timestamps. */
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
