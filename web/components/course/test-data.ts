import type { CourseSummary } from '#shared/catalogue/course.ts';
import type { PublicReview } from '#shared/catalogue/reviews.ts';

/** A course card answer as the API gives it (tests only). */
export function courseSummary(over: Partial<CourseSummary> = {}): CourseSummary {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: '<strong>Python</strong> for Beginners',
    description: '<p>Learn <em>Python</em> from zero.</p>',
    price: 999,
    estimatedPrice: 1500,
    thumbnail: null,
    demoUrl: 'https://www.youtube.com/watch?v=x7X9w_GIm1s',
    demoPlayer: 'youtube',
    demoDuration: 2.3,
    tags: 'python',
    level: 'Beginner',
    language: 'English',
    categories: 'Programming',
    categoryId: null,
    instructor: { name: 'Anisul Islam', avatar: null },
    instructorName: 'Anisul Islam',
    instructorAvatar: null,
    benefits: [{ title: 'Write scripts' }],
    prerequisites: [{ title: 'A computer' }],
    ratings: 4.5,
    reviews: 2,
    purchased: 120,
    overrides: { ratings: { useOriginal: true, adminValue: null }, purchased: { useOriginal: true, adminValue: null } },
    totalVideos: 12,
    duration: 65.5,
    showAllResources: false,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/** A review of the public list as the API gives it, of the fixture course (tests only). */
export function publicReview(over: Partial<PublicReview> = {}): PublicReview {
  return {
    _id: 'r1',
    courseId: courseSummary()._id,
    userId: { _id: 'u9', name: 'Farzana Akter', avatar: null },
    rating: 4.5,
    comment: 'Great explanations.',
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    adminReply: 'Thank you!',
    isApproved: true,
    helpful: 3,
    isHelpful: false,
    ...over,
  };
}
