import { z } from 'zod';
import { IdParamSchema, ok } from '../api.ts';
import { LayoutAnswerSchema, LayoutTypeSchema } from '../content/layout.ts';
import { LayoutUpdateBodySchema } from '../content/layout-update.ts';
import {
  AboutPageAnswerSchema,
  AboutPageUpdateBodySchema,
  PaymentPagesAnswerSchema,
  PaymentPagesUpdateBodySchema,
  PrivacyPageAnswerSchema,
  PrivacyPageUpdateBodySchema,
  TestimonialCreateBodySchema,
  TestimonialOrderBodySchema,
  TestimonialSchema,
  TestimonialUpdateBodySchema,
} from '../content/pages.ts';
import { endpoints } from '../endpoint.ts';
import { IMAGE_ERRORS } from './uploads.ts';

/** The site's layout pieces (learner-side §3 "Site layout pieces", admin-side §7 Layout). */
export const layoutsApi = endpoints('layout', {
  get: {
    method: 'GET',
    path: '/layouts/public/layout/:type',
    access: 'public',
    summary: 'One site layout piece, stored values merged over the defaults; cacheable with ETag',
    params: z.object({ type: LayoutTypeSchema }),
    answer: ok({ layout: LayoutAnswerSchema }),
    cache: 'public',
  },
  update: {
    method: 'PUT',
    path: '/layouts/admin/update-layout',
    access: 'admin',
    summary: 'Update one layout type (body: type plus that type’s fields); answers the new public layout',
    description: 'The Banner may carry a new image as a data URL (png, jpg or webp, at most 10 MB).',
    body: LayoutUpdateBodySchema,
    answer: ok({ layout: LayoutAnswerSchema }),
    errors: ['faq_all_empty', 'duplicate_category', ...IMAGE_ERRORS],
  },
});

/**
 * The whole-page documents (About, Privacy, Payment result pages): each is read publicly, replaced and reset by an
 * admin, under the spec's own paths and answer keys.
 */
function pageEndpoints<const K extends string, A extends z.ZodType, B extends z.ZodType>(page: {
  tag: string;
  key: K;
  name: string;
  paths: { get: string; update: string; reset: string };
  answer: A;
  body: B;
}) {
  const Answer = z.object({ success: z.literal(true), [page.key]: page.answer }) as unknown as z.ZodObject<
    { success: z.ZodLiteral<true> } & { [P in K]: A }
  >;
  return endpoints(page.tag, {
    get: {
      method: 'GET',
      path: page.paths.get,
      access: 'public',
      summary: `${page.name} (stored values over defaults); cacheable with ETag`,
      answer: Answer,
      cache: 'public',
    },
    update: {
      method: 'PUT',
      path: page.paths.update,
      access: 'admin',
      summary: `Replace the ${page.name}; its rich text is sanitised`,
      body: page.body,
      answer: Answer,
    },
    reset: {
      method: 'POST',
      path: page.paths.reset,
      access: 'admin',
      summary: `Forget the stored ${page.name}; the defaults show again`,
      answer: Answer,
    },
  });
}

export const aboutPageApi = pageEndpoints({
  tag: 'content',
  key: 'aboutPage',
  name: 'About page',
  paths: {
    get: '/about-page/get-content',
    update: '/about-page/admin/update-content',
    reset: '/about-page/admin/reset-content',
  },
  answer: AboutPageAnswerSchema,
  body: AboutPageUpdateBodySchema,
});

export const privacyPageApi = pageEndpoints({
  tag: 'content',
  key: 'privacyPage',
  name: 'Privacy page',
  paths: {
    get: '/privacy-page/get-content',
    update: '/privacy-page/admin/update-content',
    reset: '/privacy-page/admin/reset-content',
  },
  answer: PrivacyPageAnswerSchema,
  body: PrivacyPageUpdateBodySchema,
});

export const paymentPagesApi = pageEndpoints({
  tag: 'content',
  key: 'paymentPages',
  name: 'payment result pages configuration',
  paths: {
    get: '/payment-pages/config',
    update: '/payment-pages/admin/update-config',
    reset: '/payment-pages/admin/reset-config',
  },
  answer: PaymentPagesAnswerSchema,
  body: PaymentPagesUpdateBodySchema,
});

const TESTIMONIAL_AVATAR_WRITE =
  'The avatar may be a data URL (png, jpg or webp, at most 10 MB; stored as 400x400 webp with its small copy), ' +
  'the address `POST /uploads/admin/image?purpose=testimonialAvatar` answered, an https:// address, or null.';
const TestimonialListAnswer = ok({ testimonials: z.array(TestimonialSchema) });
const TestimonialAnswer = ok({ testimonial: TestimonialSchema });

/** Testimonials (admin-side §7 Testimonials; learner-side §7 GET testimonials/active). */
export const testimonialsApi = endpoints('testimonials', {
  active: {
    method: 'GET',
    path: '/testimonials/active',
    access: 'public',
    summary: 'Active testimonials, by order then creation; cacheable with ETag',
    answer: TestimonialListAnswer,
    cache: 'public',
  },
  all: {
    method: 'GET',
    path: '/testimonials/admin',
    access: 'admin',
    summary: 'Every testimonial, active or not',
    answer: TestimonialListAnswer,
  },
  create: {
    method: 'POST',
    path: '/testimonials/create',
    access: 'admin',
    summary: 'Create a testimonial',
    description: TESTIMONIAL_AVATAR_WRITE,
    body: TestimonialCreateBodySchema,
    answer: TestimonialAnswer,
    status: 201,
    errors: [...IMAGE_ERRORS],
  },
  update: {
    method: 'PUT',
    path: '/testimonials/update/:id',
    access: 'admin',
    summary: 'Update a testimonial; fields left out keep their value',
    description: `${TESTIMONIAL_AVATAR_WRITE} A replaced or removed uploaded avatar is deleted.`,
    params: IdParamSchema,
    body: TestimonialUpdateBodySchema,
    answer: TestimonialAnswer,
    errors: ['testimonial_not_found', ...IMAGE_ERRORS],
  },
  remove: {
    method: 'DELETE',
    path: '/testimonials/delete/:id',
    access: 'admin',
    summary: 'Delete a testimonial',
    params: IdParamSchema,
    answer: ok({ message: z.string() }),
    errors: ['testimonial_not_found'],
  },
  toggle: {
    method: 'PATCH',
    path: '/testimonials/toggle/:id',
    access: 'admin',
    summary: 'Activate or deactivate a testimonial; the answer carries testimonial.isActive',
    params: IdParamSchema,
    answer: TestimonialAnswer,
    errors: ['testimonial_not_found'],
  },
  reorder: {
    method: 'PUT',
    path: '/testimonials/order',
    access: 'admin',
    summary: 'Set the order of testimonials; answers every testimonial in the new order',
    body: TestimonialOrderBodySchema,
    answer: TestimonialListAnswer,
    errors: ['testimonial_not_found'],
  },
});
