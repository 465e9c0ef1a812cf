import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { paginate } from '#shared/api.ts';
import type { Language } from '#shared/bilingual.ts';
import { NOTIFICATION_TITLES } from '#shared/catalogue/notifications.ts';
import {
  COMPLAINT_ADMIN_MESSAGES,
  COMPLAINT_MESSAGES,
  COMPLAINT_RESPONSE_HOURS,
  type AdminComplaint,
  type Complaint,
} from '#shared/complaints.ts';
import { htmlToText } from '#shared/html-text.ts';
import { orderComplaints, orders, payments, users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { mailDocument } from '../../lib/mail-layout.ts';
import { escapeText } from '../../lib/sanitize.ts';
import { recordNotification } from '../notifications/notifications.service.ts';
import type { OrdersDeps } from './orders-deps.ts';

const HOUR_MS = 60 * 60 * 1000;
type Row = typeof orderComplaints.$inferSelect;

const courseOf = (items: { courseId: string; courseName: string }[], courseId: string | null) =>
  htmlToText(items.find((i) => i.courseId === courseId)?.courseName ?? 'Unknown Course');

function toComplaint(row: Row, courseName: string, now: Date): Complaint {
  return {
    _id: row.id,
    orderId: row.orderId,
    courseName,
    text: row.text,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    responseDueAt: row.responseDueAt.toISOString(),
    overdue: row.status === 'open' && row.responseDueAt.getTime() < now.getTime(),
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** Complaints about orders (issue 35): filed by the owner, due an answer 72 hours after filing. */
export function complaintsService(deps: OrdersDeps) {
  const { db, log } = deps;
  const select = () =>
    db
      .select({
        complaint: orderComplaints,
        items: payments.items,
        courseId: orders.courseId,
        userName: users.name,
        userEmail: users.email,
      })
      .from(orderComplaints)
      .innerJoin(orders, eq(orders.id, orderComplaints.orderId))
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .leftJoin(users, eq(users.id, orderComplaints.userId));
  type Joined = Awaited<ReturnType<ReturnType<typeof select>['limit']>>[number];
  const toAdmin = (r: Joined, now: Date): AdminComplaint => ({
    ...toComplaint(r.complaint, courseOf(r.items, r.courseId), now),
    userName: r.userName ?? 'Unknown User',
    userEmail: r.userEmail ?? 'N/A',
  });

  return {
    /** The owner's complaint about their order; the admins are told at once, with the time it is due. */
    async file(userId: string, orderId: string, text: string, lang: Language) {
      const [found] = await db
        .select({ order: orders, items: payments.items })
        .from(orders)
        .innerJoin(payments, eq(payments.id, orders.paymentId))
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!found || found.order.userId !== userId) {
        throw notFound(COMPLAINT_MESSAGES.orderNotFound[lang], 'order_not_found');
      }
      const now = new Date();
      const [row] = await db
        .insert(orderComplaints)
        .values({
          orderId,
          userId,
          text,
          language: lang,
          createdAt: now,
          responseDueAt: new Date(now.getTime() + COMPLAINT_RESPONSE_HOURS * HOUR_MS),
        })
        .returning();
      const courseName = courseOf(found.items, found.order.courseId);
      try {
        const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
        deps.notify.admins(
          await recordNotification(db, {
            title: NOTIFICATION_TITLES.complaint,
            userId,
            html:
              `<p><b>${escapeText(user?.name ?? 'Unknown User')}</b> complained about <i>${escapeText(courseName)}</i> ` +
              `(order ${escapeText(orderId)}): ${escapeText(text.slice(0, 200))}. Response due by ` +
              `${escapeText(row!.responseDueAt.toISOString().replace('T', ' ').slice(0, 16))} UTC.</p>`,
          }),
        );
      } catch (err) {
        log.warn({ err, orderId }, 'complaints: admin notification failed');
      }
      return { message: COMPLAINT_MESSAGES.filed[lang], complaint: toComplaint(row!, courseName, now) };
    },

    async mine(userId: string) {
      const now = new Date();
      const rows = await select()
        .where(eq(orderComplaints.userId, userId))
        .orderBy(desc(orderComplaints.createdAt))
        .limit(100);
      return { complaints: rows.map((r) => toComplaint(r.complaint, courseOf(r.items, r.courseId), now)) };
    },

    /** Open ones first, the soonest due first; then answered ones, newest first. */
    async list({ page, limit, status }: { page: number; limit: number; status?: 'open' | 'answered' }) {
      const now = new Date();
      const where = status ? eq(orderComplaints.status, status) : undefined;
      const rows = await select()
        .where(where)
        .orderBy(
          sql`${orderComplaints.status} = 'open' desc`,
          sql`case when ${orderComplaints.status} = 'open' then ${orderComplaints.responseDueAt} end asc`,
          desc(orderComplaints.createdAt),
          asc(orderComplaints.id),
        )
        .offset((page - 1) * limit)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(orderComplaints).where(where);
      return { complaints: rows.map((r) => toAdmin(r, now)), pagination: paginate(page, limit, Number(total?.n ?? 0)) };
    },

    /** Answers an open complaint once (a conditional UPDATE: two admins answering at once, one wins). */
    async answer(adminId: string, complaintId: string, answer: string) {
      const moved = await db
        .update(orderComplaints)
        .set({ status: 'answered', answer, answeredBy: adminId, answeredAt: new Date() })
        .where(and(eq(orderComplaints.id, complaintId), eq(orderComplaints.status, 'open')))
        .returning({ id: orderComplaints.id });
      const [row] = await select().where(eq(orderComplaints.id, complaintId)).limit(1);
      if (!row) throw notFound(COMPLAINT_ADMIN_MESSAGES.notFound, 'complaint_not_found');
      if (moved.length === 0) throw conflict(COMPLAINT_ADMIN_MESSAGES.alreadyAnswered, 'complaint_already_answered');
      if (row.userEmail) {
        // the language the learner wrote the complaint in: the answer reads as the question did (decision 0097)
        const lang = row.complaint.language;
        const course = courseOf(row.items, row.courseId);
        const subject = lang === 'bn' ? `আপনার অভিযোগের উত্তর — ${course}` : `The answer to your complaint — ${course}`;
        const intro = lang === 'bn' ? 'আপনার অভিযোগ:' : 'Your complaint:';
        const reply = lang === 'bn' ? 'আমাদের উত্তর:' : 'Our answer:';
        await deps.mailer
          .send({
            to: row.userEmail,
            subject,
            text: `${intro}\n${row.complaint.text}\n\n${reply}\n${answer}`,
            html: mailDocument(
              lang,
              `<p>${escapeText(intro)}</p><blockquote>${escapeText(row.complaint.text)}</blockquote><p>${escapeText(reply)}</p><p>${escapeText(answer)}</p>`,
            ),
          })
          .catch((err: unknown) => log.warn({ err, complaintId }, 'complaints: answer e-mail not sent'));
      }
      return { message: COMPLAINT_ADMIN_MESSAGES.answered, complaint: toAdmin(row, new Date()) };
    },
  };
}
