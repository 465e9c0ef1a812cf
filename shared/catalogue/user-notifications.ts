import { z } from 'zod';
import { PaginationSchema } from '../api.ts';

/**
 * A user's own notifications (issue 36, decision 0085): the server stores what happened — a `kind` and its facts —
 * and pushes it to the user's socket room as `userNotification`; the client words it from its i18n texts
 * (`layout:userNotifications.kinds.<kind>`), so each reader gets it in their language. A new kind is added here
 * (its facts), in both languages' texts, and in `userNotificationLink`.
 */
export const USER_NOTIFICATION_EVENT = 'userNotification';

const excerpt = z.string().max(200).describe('plain text, shortened');
const title = z.string().max(500).describe('plain text');

export const UserNoticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('question_answered'),
    courseId: z.uuid(),
    courseName: title,
    lessonId: z.uuid(),
    lessonTitle: title,
    questionId: z.uuid(),
    answeredBy: title,
    excerpt,
  }),
  z.object({
    kind: z.literal('review_replied'),
    courseId: z.uuid(),
    courseName: title,
    reviewId: z.uuid(),
    repliedBy: title,
    excerpt,
  }),
  z.object({
    kind: z.literal('certificate_issued'),
    courseId: z.uuid(),
    courseName: title,
    certificateId: z.string().max(40),
  }),
  z.object({
    kind: z.literal('refund_made'),
    courseName: title,
    amount: z.string().max(40).describe('the refunded amount in taka, as the receipt writes it: "1200.00"'),
  }),
  z.object({
    kind: z.literal('refund_refused'),
    courseName: title,
    excerpt: excerpt.describe("the admin's reason, plain text, shortened"),
  }),
]);
/** What a module tells a user: one of the kinds above with its facts. */
export type UserNotice = z.infer<typeof UserNoticeSchema>;
export type UserNoticeKind = UserNotice['kind'];
export const USER_NOTICE_KINDS = UserNoticeSchema.options.map((o) => o.shape.kind.value) as UserNoticeKind[];

export const UserNotificationSchema = z.object({
  _id: z.string(),
  notice: UserNoticeSchema,
  read: z.boolean(),
  createdAt: z.string().describe('ISO 8601 timestamp'),
});
export type UserNotification = z.infer<typeof UserNotificationSchema>;

/** Where a notification leads: the answered lesson, the course's reviews, the certificates or the purchase history. */
export function userNotificationLink(notice: UserNotice): string {
  switch (notice.kind) {
    case 'question_answered':
      return `/course-access/${notice.courseId}?lesson=${notice.lessonId}`;
    case 'review_replied':
      return `/course-access/${notice.courseId}`;
    case 'certificate_issued':
      return '/profile/certificates';
    case 'refund_made':
    case 'refund_refused':
      return '/profile/orders';
  }
}

export const USER_NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allMarkedRead: 'All notifications marked as read',
  preferencesSaved: 'Notification settings saved',
  unsubscribed: 'You will no longer receive e-mails about answers to your questions.',
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
} as const;

const okShape = { success: z.literal(true) };

export const UserNotificationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  status: z.enum(['all', 'unread']).default('all'),
});
export const UserNotificationsAnswerSchema = z.object({
  ...okShape,
  notifications: z.array(UserNotificationSchema).describe('newest first'),
  unreadCount: z.number().int(),
  pagination: PaginationSchema,
});
export const UserNotificationAnswerSchema = z.object({
  ...okShape,
  message: z.string(),
  notification: UserNotificationSchema,
});
export const UserMarkAllReadAnswerSchema = z.object({ ...okShape, message: z.string(), updated: z.number().int() });

export const NotificationPreferencesSchema = z.object({
  questionAnswerEmails: z.boolean().describe('e-mail me when staff answer my question'),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesBodySchema = NotificationPreferencesSchema.strict();
export const NotificationPreferencesAnswerSchema = z.object({
  ...okShape,
  message: z.string().optional(),
  preferences: NotificationPreferencesSchema,
});
export const UnsubscribeBodySchema = z.object({ token: z.string().min(1).max(200) });
export const UnsubscribeAnswerSchema = z.object({ ...okShape, message: z.string() });
