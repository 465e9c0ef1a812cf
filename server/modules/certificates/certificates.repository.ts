import { and, count, desc, eq, ilike, inArray, max, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  certificateNames,
  certificatePdfs,
  certificates,
  certificateTemplates,
  signingKeys,
} from '../../db/schema/certificates.ts';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;
export type NameRow = typeof certificateNames.$inferSelect;
export type TemplateRow = typeof certificateTemplates.$inferSelect;
export type SigningKeyRow = typeof signingKeys.$inferSelect;

export async function findCertificate(tx: Tx, id: string): Promise<CertificateRow | undefined> {
  const [row] = await tx.select().from(certificates).where(eq(certificates.id, id)).limit(1);
  return row;
}

export async function certificatesOf(tx: Tx, userId: string): Promise<CertificateRow[]> {
  return tx
    .select()
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** Some learners' certificates in one course, newest first. */
export async function ofUsersInCourse(tx: Tx, courseId: string, userIds: readonly string[]): Promise<CertificateRow[]> {
  if (userIds.length === 0) return [];
  return tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.courseId, courseId), inArray(certificates.userId, [...userIds])))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

/** The pairs among these (learner, course) that have a certificate already, valid or revoked. */
export async function pairsWithCertificates(
  tx: Tx,
  pairs: readonly { userId: string; courseId: string }[],
): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await tx
    .select({ userId: certificates.userId, courseId: certificates.courseId })
    .from(certificates)
    .where(
      and(
        inArray(certificates.userId, [...new Set(pairs.map((p) => p.userId))]),
        inArray(certificates.courseId, [...new Set(pairs.map((p) => p.courseId))]),
      ),
    );
  return new Set(rows.map((r) => `${r.userId}:${r.courseId}`));
}

/** Inserts a certificate unless the learner holds a valid one for the course; answers it, or undefined. */
export async function insertCertificate(tx: Tx, values: NewCertificate): Promise<CertificateRow | undefined> {
  const [row] = await tx.insert(certificates).values(values).onConflictDoNothing().returning();
  return row;
}

export async function revoke(tx: Tx, id: string, reason: string, at: Date): Promise<CertificateRow | undefined> {
  const [row] = await tx
    .update(certificates)
    .set({ status: 'revoked', revokedAt: at, revokedReason: reason })
    .where(and(eq(certificates.id, id), eq(certificates.status, 'valid')))
    .returning();
  return row;
}

export async function validOf(tx: Tx, userId: string, courseId: string): Promise<CertificateRow[]> {
  return tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId), eq(certificates.status, 'valid')));
}

/** The learner's account-named certificates take the name they chose (their PDFs are drawn again). */
export async function renameUnchosen(tx: Tx, userId: string, names: { nameEn: string; nameBn: string }) {
  const rows = await tx
    .update(certificates)
    .set({
      ...names,
      nameChosen: 'chosen',
      searchText: sql`lower(${names.nameEn} || ' ' || ${names.nameBn} || ' ' || ${certificates.courseName} || ' ' || ${certificates.id})`,
    })
    .where(and(eq(certificates.userId, userId), eq(certificates.nameChosen, 'account')))
    .returning({ id: certificates.id });
  if (rows.length > 0)
    await tx.delete(certificatePdfs).where(
      inArray(
        certificatePdfs.certificateId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => r.id);
}

export async function listPage(
  tx: Tx,
  filter: { search?: string; status?: 'valid' | 'revoked'; offset: number; limit: number },
): Promise<{ rows: CertificateRow[]; total: number }> {
  const term = filter.search?.normalize('NFC').trim().toLowerCase();
  const where = and(
    term ? ilike(certificates.searchText, `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    filter.status ? eq(certificates.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(certificates)
      .where(where)
      .orderBy(desc(certificates.issuedAt), desc(certificates.id))
      .offset(filter.offset)
      .limit(filter.limit),
    tx.select({ n: count() }).from(certificates).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function revokedIndexes(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ index: certificates.statusIndex })
    .from(certificates)
    .where(eq(certificates.status, 'revoked'));
  return rows.map((r) => r.index);
}

export async function findName(tx: Tx, userId: string): Promise<NameRow | undefined> {
  const [row] = await tx.select().from(certificateNames).where(eq(certificateNames.userId, userId)).limit(1);
  return row;
}

/** Records the learner's choice; answers false when they had chosen before (it is made once). */
export async function insertName(
  tx: Tx,
  values: { userId: string; nameEn: string; nameBn: string; language: 'bn' | 'en' },
): Promise<boolean> {
  const rows = await tx
    .insert(certificateNames)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: certificateNames.userId });
  return rows.length > 0;
}

export async function findPdf(tx: Tx, id: string, lang: 'bn' | 'en'): Promise<Uint8Array | undefined> {
  const [row] = await tx
    .select({ bytes: certificatePdfs.bytes })
    .from(certificatePdfs)
    .where(and(eq(certificatePdfs.certificateId, id), eq(certificatePdfs.lang, lang)))
    .limit(1);
  return row?.bytes;
}

/**
 * Keeps a drawn PDF when the certificate still prints the names it was drawn with; answers whether it was kept
 * (false: the learner chose their name meanwhile, or the certificate is gone). The names are read after the write:
 * a rename either shows here, or deletes the PDFs after this write (renameUnchosen deletes after it renames).
 */
export async function savePdf(
  tx: Tx,
  drawn: { id: string; nameEn: string; nameBn: string },
  lang: 'bn' | 'en',
  bytes: Uint8Array,
): Promise<boolean> {
  const inserted = await tx
    .insert(certificatePdfs)
    .values({ certificateId: drawn.id, lang, bytes: Buffer.from(bytes) })
    .onConflictDoNothing()
    .returning({ id: certificatePdfs.certificateId })
    // The certificate is gone (its learner was deleted meanwhile).
    .catch(() => []);
  if (inserted.length === 0) return false;
  const same = await tx
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(eq(certificates.id, drawn.id), eq(certificates.nameEn, drawn.nameEn), eq(certificates.nameBn, drawn.nameBn)),
    );
  if (same.length > 0) return true;
  await tx
    .delete(certificatePdfs)
    .where(and(eq(certificatePdfs.certificateId, drawn.id), eq(certificatePdfs.lang, lang)));
  return false;
}

export async function signingKeysAll(tx: Tx): Promise<SigningKeyRow[]> {
  return tx.select().from(signingKeys).orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid));
}

export async function insertSigningKey(tx: Tx, values: typeof signingKeys.$inferInsert): Promise<void> {
  await tx.insert(signingKeys).values(values).onConflictDoNothing();
}

export async function findTemplate(tx: Tx): Promise<TemplateRow | undefined> {
  const [row] = await tx.select().from(certificateTemplates).where(eq(certificateTemplates.id, 1)).limit(1);
  return row;
}

export async function latestRevocation(tx: Tx): Promise<number> {
  const [row] = await tx.select({ at: max(certificates.revokedAt) }).from(certificates);
  return row?.at ? new Date(row.at).getTime() : 0;
}

export type TemplateValues = Omit<typeof certificateTemplates.$inferInsert, 'id' | 'updatedAt'>;

/**
 * Saves the template and drops every kept PDF, in one transaction, so each certificate is drawn again with it. The
 * template is written before the PDFs are dropped: a drawing with the old template that is kept meanwhile is either
 * dropped here or sees the new template's time when it checks (the service's `pdfOf`).
 */
export async function saveTemplate(tx: Tx, values: TemplateValues): Promise<TemplateRow> {
  const now = new Date();
  const [row] = await tx
    .insert(certificateTemplates)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: certificateTemplates.id, set: { ...values, updatedAt: now } })
    .returning();
  await tx.delete(certificatePdfs);
  return row!;
}

/** When the template was last saved (0: never), to tell whether a PDF was drawn with the current one. */
export async function templateVersion(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ at: certificateTemplates.updatedAt })
    .from(certificateTemplates)
    .where(eq(certificateTemplates.id, 1))
    .limit(1);
  return row?.at.getTime() ?? 0;
}

export async function dropPdf(tx: Tx, id: string, lang: 'bn' | 'en'): Promise<void> {
  await tx.delete(certificatePdfs).where(and(eq(certificatePdfs.certificateId, id), eq(certificatePdfs.lang, lang)));
}
