/** The catalogue and learning contract: courses, lessons, reviews, questions, progress, video, notifications. */
export * from './catalogue/course.ts';
export * from './catalogue/learning.ts';
export * from './catalogue/reviews.ts';
export * from './catalogue/admin.ts';
export * from './catalogue/notifications.ts';
