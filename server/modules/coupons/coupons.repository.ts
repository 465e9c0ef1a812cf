import { and, count, desc, eq, gt, ilike, inArray, isNull, lt, lte, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CouponListQuery, CouponStatus } from '#shared/coupons.ts';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../lib/like.ts';
import { couponCourses, couponRedemptions, couponReservations, coupons, payments } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = Omit<typeof coupons.$inferInsert, 'id' | 'timesUsed' | 'createdAt' | 'updatedAt'>;

const columns = {
  id: coupons.id,
  code: coupons.code,
  description: coupons.description,
  discountType: coupons.discountType,
  discountValue: coupons.discountValue,
  maxDiscountPoisha: coupons.maxDiscountPoisha,
  minOrderPoisha: coupons.minOrderPoisha,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  usageLimit: coupons.usageLimit,
  perUserLimit: coupons.perUserLimit,
  appliesTo: coupons.appliesTo,
  isActive: coupons.isActive,
  timesUsed: coupons.timesUsed,
  createdAt: coupons.createdAt,
  updatedAt: coupons.updatedAt,
};

/** The SQL of each list status, at `now`; together they split every coupon into exactly one status. */
export function statusCondition(status: CouponStatus, now: Date): SQL {
  switch (status) {
    case 'inactive':
      return eq(coupons.isActive, false);
    case 'scheduled':
      return and(eq(coupons.isActive, true), gt(coupons.validFrom, now))!;
    case 'expired':
      return and(eq(coupons.isActive, true), lt(coupons.validUntil, now))!;
    case 'active':
      return and(
        eq(coupons.isActive, true),
        or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
        or(isNull(coupons.validUntil), gte(coupons.validUntil, now)),
      )!;
  }
}

export async function insertCoupon(tx: Tx, row: NewCouponRow): Promise<CouponRow> {
  const [inserted] = await tx.insert(coupons).values(row).returning(columns);
  return inserted!;
}

export async function findCouponById(tx: Tx, id: string): Promise<CouponRow | null> {
  const [row] = await tx.select(columns).from(coupons).where(eq(coupons.id, id)).limit(1);
  return row ?? null;
}

/** Coupons by their stored codes, in one query. */
export async function findCouponsByCodes(tx: Tx, codes: readonly string[]): Promise<Map<string, CouponRow>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select(columns)
    .from(coupons)
    .where(inArray(coupons.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row]));
}

export async function updateCoupon(tx: Tx, id: string, changes: Partial<NewCouponRow>): Promise<CouponRow | null> {
  const [row] = await tx
    .update(coupons)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning(columns);
  return row ?? null;
}

export async function deleteCoupon(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

export async function replaceCouponCourses(tx: Tx, couponId: string, courseIds: readonly string[]): Promise<void> {
  await tx.delete(couponCourses).where(eq(couponCourses.couponId, couponId));
  const unique = [...new Set(courseIds)];
  if (unique.length > 0) await tx.insert(couponCourses).values(unique.map((courseId) => ({ couponId, courseId })));
}

/** Course ids of many coupons in one query. */
export async function courseIdsOf(tx: Tx, couponIds: readonly string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(couponIds.map((id) => [id, []]));
  if (couponIds.length === 0) return map;
  const rows = await tx
    .select({ couponId: couponCourses.couponId, courseId: couponCourses.courseId })
    .from(couponCourses)
    .where(inArray(couponCourses.couponId, [...couponIds]))
    .orderBy(couponCourses.courseId);
  for (const row of rows) map.get(row.couponId)?.push(row.courseId);
  return map;
}

/** Which of these (coupon, course) pairs a `selected` coupon covers, in one query: keys `couponId:courseId`. */
export async function coveredPairs(
  tx: Tx,
  couponIds: readonly string[],
  courseIds: readonly string[],
): Promise<Set<string>> {
  if (couponIds.length === 0 || courseIds.length === 0) return new Set();
  const rows = await tx
    .select({ couponId: couponCourses.couponId, courseId: couponCourses.courseId })
    .from(couponCourses)
    .where(and(inArray(couponCourses.couponId, [...couponIds]), inArray(couponCourses.courseId, [...courseIds])));
  return new Set(rows.map((r) => `${r.couponId}:${r.courseId}`));
}

export async function listCoupons(
  tx: Tx,
  query: CouponListQuery,
  now: Date,
): Promise<{ rows: CouponRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(statusCondition(query.status, now));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(coupons.code, pattern), ilike(coupons.description, pattern))!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    tx
      .select(columns)
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    tx.select({ n: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function couponStats(tx: Tx, now: Date) {
  const n = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [[byStatus], [used]] = await Promise.all([
    tx
      .select({
        total: sql<number>`count(*)::int`,
        active: n(statusCondition('active', now)),
        inactive: n(statusCondition('inactive', now)),
        expired: n(statusCondition('expired', now)),
        scheduled: n(statusCondition('scheduled', now)),
      })
      .from(coupons),
    tx
      .select({
        redemptions: sql<number>`count(*)::int`,
        discountPoisha: sql<number>`coalesce(sum(${couponRedemptions.discountPoisha}), 0)::bigint`.mapWith(Number),
      })
      .from(couponRedemptions),
  ]);
  return { ...byStatus!, totalRedemptions: used!.redemptions, totalDiscountPoisha: used!.discountPoisha };
}

// --- Uses -------------------------------------------------------------------------------------------------------

/** Locks these coupon rows (in id order, so two checkouts never deadlock) until the transaction ends. */
export async function lockCoupons(tx: Tx, couponIds: readonly string[]): Promise<Map<string, CouponRow>> {
  if (couponIds.length === 0) return new Map();
  const rows = await tx
    .select(columns)
    .from(coupons)
    .where(inArray(coupons.id, [...new Set(couponIds)]))
    .orderBy(coupons.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Uses already written for any of these order references (a repeated fulfilment finds its own). */
export async function findRedemptions(tx: Tx, orderRefs: readonly string[]): Promise<Map<string, string>> {
  if (orderRefs.length === 0) return new Map();
  const rows = await tx
    .select({ id: couponRedemptions.id, orderRef: couponRedemptions.orderRef })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.orderRef, [...orderRefs]));
  return new Map(rows.map((r) => [r.orderRef, r.id]));
}

/** Writes many uses in one statement; answers each one's id by order reference. */
export async function insertRedemptions(
  tx: Tx,
  rows: { couponId: string; userId: string; orderRef: string; discountPoisha: number }[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const inserted = await tx
    .insert(couponRedemptions)
    .values(rows)
    .returning({ id: couponRedemptions.id, orderRef: couponRedemptions.orderRef });
  return new Map(inserted.map((r) => [r.orderRef, r.id]));
}

/** Adds `k` uses to each coupon in one statement (the rows are locked and the limits checked by the caller). */
export async function addUses(tx: Tx, counts: ReadonlyMap<string, number>): Promise<void> {
  if (counts.size === 0) return;
  const values = sql.join(
    [...counts].map(([id, k]) => sql`(${id}::uuid, ${k}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${coupons} set times_used = ${coupons.timesUsed} + v.k from (values ${values}) as v(id, k) where ${coupons.id} = v.id`,
  );
}

/** Takes back the use written for an order (its refund): the row goes and its coupon counts one use less. */
export async function deleteRedemption(tx: Tx, orderRef: string): Promise<boolean> {
  const [gone] = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderRef, orderRef))
    .returning({ couponId: couponRedemptions.couponId });
  if (!gone) return false;
  await tx
    .update(coupons)
    .set({ timesUsed: sql`greatest(${coupons.timesUsed} - 1, 0)` })
    .where(eq(coupons.id, gone.couponId));
  return true;
}

/** A payment's reservations, gone once its uses are written. */
export async function deletePaymentReservations(tx: Tx, paymentId: string): Promise<void> {
  await tx.delete(couponReservations).where(eq(couponReservations.paymentId, paymentId));
}

// --- Reservations (docs/decisions/0009-coupon-reservations.md) ------------------------------------------------------

/**
 * One line of a coupon's tally for one learner: the learner's paid uses (`used`), or uses held by unpaid charges
 * (active reservations of pending payments) — the learner's, per course (`mine`), or other learners' (`others`).
 */
export interface CouponTallyRow {
  couponId: string;
  kind: 'used' | 'mine' | 'others';
  course: string | null;
  n: number;
}

/**
 * Everything these coupons' limits are checked against for one learner, in one query (coupon-limit.ts reads it):
 * the learner's paid uses and the uses held by unpaid charges, leaving out `exceptPayment`'s own holds.
 */
export async function couponTallies(
  tx: Tx,
  couponIds: readonly string[],
  userId: string,
  now: Date,
  exceptPayment?: string,
): Promise<CouponTallyRow[]> {
  if (couponIds.length === 0) return [];
  const ids = [...new Set(couponIds)];
  const isMine = sql`${couponReservations.userId} = ${userId}`;
  const used = tx
    .select({
      couponId: couponRedemptions.couponId,
      kind: sql<CouponTallyRow['kind']>`'used'`.as('kind'),
      course: sql<string | null>`null::uuid`.as('course'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(couponRedemptions)
    .where(and(inArray(couponRedemptions.couponId, ids), eq(couponRedemptions.userId, userId)))
    .groupBy(couponRedemptions.couponId);
  const held = tx
    .select({
      couponId: couponReservations.couponId,
      kind: sql<CouponTallyRow['kind']>`case when ${isMine} then 'mine' else 'others' end`.as('kind'),
      course: sql<string | null>`case when ${isMine} then ${couponReservations.courseId} end`.as('course'),
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(couponReservations)
    .innerJoin(payments, eq(payments.id, couponReservations.paymentId))
    .where(
      and(
        inArray(couponReservations.couponId, ids),
        gt(couponReservations.expiresAt, now),
        eq(payments.status, 'pending'),
        exceptPayment ? ne(couponReservations.paymentId, exceptPayment) : undefined,
      ),
    )
    // By position: the CASEs carry a parameter, so repeating them would not match the selected expressions.
    .groupBy(sql`1`, sql`2`, sql`3`);
  return used.unionAll(held);
}

export async function insertReservations(
  tx: Tx,
  rows: { couponId: string; userId: string; paymentId: string; courseId: string; expiresAt: Date }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(couponReservations).values(rows);
}

/** A payment the gateway reports pending (money sent, awaiting approval) keeps its uses until it settles. */
export async function extendReservations(tx: Tx, paymentId: string, expiresAt: Date): Promise<void> {
  await tx
    .update(couponReservations)
    .set({ expiresAt })
    .where(and(eq(couponReservations.paymentId, paymentId), lt(couponReservations.expiresAt, expiresAt)));
}

/** Reservations that no longer count (expired, or their payment settled): the scheduler tidies them. */
export async function deleteStaleReservations(tx: Tx, now: Date): Promise<number> {
  const settled = tx.select({ id: payments.id }).from(payments).where(ne(payments.status, 'pending'));
  const rows = await tx
    .delete(couponReservations)
    .where(or(lte(couponReservations.expiresAt, now), inArray(couponReservations.paymentId, settled)))
    .returning({ id: couponReservations.id });
  return rows.length;
}
