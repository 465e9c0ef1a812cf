import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './users.ts';

/**
 * One table for the public review list and the learning page's reviews: one review per learner and course.
 * Ratings run 1–5 in half stars. Only approved reviews count towards the course's rating.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull(),
    comment: text().notNull(),
    isApproved: boolean().notNull().default(true),
    adminReply: text(),
    helpfulCount: integer().notNull().default(0),
    reportCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_course_user_idx').on(t.courseId, t.userId),
    index('reviews_course_created_idx').on(t.courseId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    // The admin review list (issue 10), newest first, per filter: all, approved or pending, reported.
    index('reviews_created_idx').on(t.createdAt, t.id),
    index('reviews_approved_created_idx').on(t.isApproved, t.createdAt, t.id),
    index('reviews_reported_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.reportCount} > 0`),
    check('reviews_rating_check', sql`${t.rating} >= 1 and ${t.rating} <= 5`),
  ],
);

/** Replies under a review (the learning page's commentReplies). */
export const reviewReplies = pgTable(
  'review_replies',
  {
    id: id(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    comment: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('review_replies_review_idx').on(t.reviewId, t.createdAt)],
);

export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
