import { z } from 'zod';
import { ok, PaginationQuerySchema, PaginationSchema } from './api.ts';
import type { Language } from './bilingual.ts';

/**
 * Complaints about an order (issue 35): the learner writes from the purchase history; the admins must answer within
 * 72 hours of filing (`responseDueAt`), and one still open past it is overdue.
 */
export const COMPLAINT_RESPONSE_HOURS = 72;
export const COMPLAINT_STATUS_VALUES = ['open', 'answered'] as const;

export const ComplaintBodySchema = z.object({
  text: z
    .string({ error: 'Please write your complaint' })
    .trim()
    .min(1, 'Please write your complaint')
    .max(2000, 'The complaint must be at most 2000 characters'),
});
export const ComplaintAnswerBodySchema = z.object({
  answer: z
    .string({ error: 'Please write the answer' })
    .trim()
    .min(1, 'Please write the answer')
    .max(2000, 'The answer must be at most 2000 characters'),
});
export const ComplaintIdParamsSchema = z.object({ complaintId: z.uuid('Invalid complaint id') });

export const ComplaintSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  courseName: z.string(),
  text: z.string(),
  status: z.enum(COMPLAINT_STATUS_VALUES),
  createdAt: z.string(),
  /** Filed + 72 hours. */
  responseDueAt: z.string(),
  /** Open past its response time. */
  overdue: z.boolean(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type Complaint = z.infer<typeof ComplaintSchema>;
export const AdminComplaintSchema = ComplaintSchema.extend({ userName: z.string(), userEmail: z.string() });
export type AdminComplaint = z.infer<typeof AdminComplaintSchema>;

export const ComplaintCreatedSchema = ok({ message: z.string(), complaint: ComplaintSchema });
export const MyComplaintsAnswerSchema = ok({ complaints: z.array(ComplaintSchema) });
export const AdminComplaintsQuerySchema = PaginationQuerySchema.extend({
  status: z.enum(COMPLAINT_STATUS_VALUES, { error: 'Unknown complaint status' }).optional(),
});
export const AdminComplaintsAnswerSchema = ok({
  complaints: z.array(AdminComplaintSchema),
  pagination: PaginationSchema,
});
export const AdminComplaintAnswerSchema = ok({ message: z.string(), complaint: AdminComplaintSchema });

export const COMPLAINT_MESSAGES = {
  filed: {
    en: 'Your complaint was sent. We will answer it within 72 hours.',
    bn: 'আপনার অভিযোগ পাঠানো হয়েছে। আমরা ৭২ ঘণ্টার মধ্যে উত্তর দেব।',
  },
  orderNotFound: { en: 'Order not found', bn: 'অর্ডারটি পাওয়া যায়নি' },
} as const satisfies Record<string, Record<Language, string>>;
export const COMPLAINT_ADMIN_MESSAGES = {
  notFound: 'Complaint not found',
  answered: 'Answer sent to the learner.',
  alreadyAnswered: 'This complaint was already answered.',
} as const;
