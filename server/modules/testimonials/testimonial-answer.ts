import type { Testimonial } from '#shared/content/pages.ts';
import type { TestimonialRow } from './testimonials.repository.ts';

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    _id: row.id,
    name: row.name,
    profession: row.profession,
    comment: row.comment,
    rating: row.rating,
    avatar: row.avatarUrl ? { url: row.avatarUrl } : null,
    isActive: row.isActive,
    order: row.order,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
