import { z } from 'zod';
import { PaginationSchema } from '../api.ts';

/**
 * Admin notifications (admin-side §3 Notification, §7 Notifications). The server creates them on a learner's new
 * question, answer, review or paid order and pushes each to the admins' socket room as `newNotification`.
 */

export const NOTIFICATION_EVENT = 'newNotification';
/**
 * The titles of the notifications the server writes on a learner's question, answer, review, paid order, a payment
 * of courses already owned (listed for a refund, issue 32) and a payment left an hour without an invoice id.
 */
export const NOTIFICATION_TITLES = {
  question: 'New Question Received',
  answer: 'New Answer Received',
  review: 'New Review Received',
  order: 'New Order Received',
  duplicatePayment: 'Duplicate Payment To Refund',
  unfinishedPayment: 'Payment Without Invoice',
  pendingDayEight: 'Payment Pending 8 Days',
  complaint: 'Complaint About An Order',
  refundRequested: 'Refund Requested',
} as const;
/**
 * Where a notification leads in the admin area: a question or a learner's answer opens the questions inbox; a
 * duplicate payment or one without an invoice id opens the payments page (its refunds and its recovery by hand).
 */
export function notificationLink(title: string): string | null {
  if (title === NOTIFICATION_TITLES.question || title === NOTIFICATION_TITLES.answer) return '/admin/questions';
  if (
    title === NOTIFICATION_TITLES.duplicatePayment ||
    title === NOTIFICATION_TITLES.unfinishedPayment ||
    title === NOTIFICATION_TITLES.pendingDayEight
  )
    return '/admin/pending-payments';
  if (title === NOTIFICATION_TITLES.refundRequested || title === NOTIFICATION_TITLES.complaint) return '/admin/refunds';
  return null;
}
export const NOTIFICATION_STATUSES = ['unread', 'read'] as const;
/** The markup a notification message may carry (admin-side §5); everything else is unwrapped. */
export const NOTIFICATION_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'a'] as const;

const iso = z.string().describe('ISO 8601 timestamp');
const okShape = { success: z.literal(true) };

export const NotificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string().describe(`HTML limited to ${NOTIFICATION_TAGS.join(', ')}`),
  status: z.enum(NOTIFICATION_STATUSES),
  read: z.boolean(),
  createdAt: iso,
  updatedAt: iso,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['all', ...NOTIFICATION_STATUSES]).default('all'),
});
export const NotificationsAnswerSchema = z.object({
  ...okShape,
  notifications: z.array(NotificationSchema).describe('newest first'),
  unreadCount: z.number().int(),
  pagination: PaginationSchema,
});
export const NotificationAnswerSchema = z.object({ ...okShape, message: z.string(), notification: NotificationSchema });
export const MarkAllReadAnswerSchema = z.object({ ...okShape, message: z.string(), updated: z.number().int() });
