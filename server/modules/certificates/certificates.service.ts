import { randomBytes } from 'node:crypto';
import { paginate } from '#shared/api.ts';
import { hasBengali } from '#shared/text.ts';
import { htmlToText } from '#shared/html-text.ts';
import { SITE_NAME } from '#shared/brand.ts';
import {
  linkedInAddUrl,
  verifyPath,
  type AdminCertificate,
  type MyCertificate,
  type PrintedName,
  type PublicCertificate,
} from '#shared/certificates/certificates.ts';
import {
  DEFAULT_ACCENT,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_LOGO_SIZE,
  TEMPLATE_SIGNATURE_SIZE,
  type CertificateTemplate,
  type CertificateTemplateWrite,
  templateTexts,
} from '#shared/certificates/template.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { decodeImageDataUrl, toPng } from '../../lib/images.ts';
import type { Deps } from '../../lib/deps.ts';
import { jobQueue } from '../../lib/job-queue.ts';
import { courseName as primaryCourseName, findCourse } from '../courses/courses.service.ts';
import { findUserById } from '../users/users.service.ts';
import { certificateMail } from './certificate-email.ts';
import qrcode from 'qrcode-generator';
import { notifyUser } from '../notifications/user-notifications.service.ts';
import type { CertificateDrawing } from './certificate-pdf.ts';
import { drawInWorker } from './pdf-pool.ts';
import { DEFAULT_TEMPLATE, printedNameIn, SAMPLE_CERTIFICATE } from './certificate-texts.ts';
import * as repo from './certificates.repository.ts';
import type { CertificateRow } from './certificates.repository.ts';
import { issuerProfile, jwks, signedCredential, signedStatusList } from './credentials.ts';

/*
 * Certificates (issue 33, decision 0084): issued when a learner first meets a course's completion rule (the learning
 * module's hook, with a sweep of its durable completions as the safety net), once per learner and course; printed
 * with the name the learner chose (or their account's until they choose, once); drawn as PDFs off the request path
 * and kept; verified publicly, and signed as Open Badges 3.0 credentials.
 */

/** The QR code of a verification address (qrcode-generator, MIT): rows of dark (true) and light modules. */
export function qrMatrix(text: string): boolean[][] {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  const size = code.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)));
}

export type CertificatesDeps = Pick<Deps, 'db' | 'mailer' | 'log' | 'cache' | 'notify' | 'env'> & {
  /** The site's public origin, for the addresses printed and signed (PUBLIC_URL in production). */
  origin(): string;
};

export const CERTIFICATE_NOT_FOUND = 'Certificate not found';

export const TEMPLATE_MESSAGES = {
  imageTooLarge: `The logo or signature must be at most ${TEMPLATE_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  saved: 'Certificate template saved',
} as const;

/** The template as drawings read it: the saved row, or the defaults until one is saved. */
interface Template {
  signerName: { bn: string; en: string };
  signerTitle: { bn: string; en: string };
  statement: { bn: string; en: string };
  accent: string;
  logoPng: Uint8Array | null;
  signaturePng: Uint8Array | null;
  updatedAt: Date | null;
}

const DEFAULTS: Template = {
  ...DEFAULT_TEMPLATE,
  accent: DEFAULT_ACCENT,
  logoPng: null,
  signaturePng: null,
  updatedAt: null,
};

const rgbOf = (hex: string): [number, number, number] => {
  const digits = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
};

const pngDataUrl = (bytes: Uint8Array | null) =>
  bytes ? `data:image/png;base64,${Buffer.from(bytes).toString('base64')}` : null;

/** A certificate's drawing in a language with the template's signer, statement, colour and pictures. */
function drawingOf(
  t: Template,
  lang: 'bn' | 'en',
  certificate: { id: string; learnerName: string; courseName: string; completedAt: Date; verifyUrl: string },
): CertificateDrawing {
  return {
    ...certificate,
    lang,
    signer: {
      name: t.signerName[lang] || t.signerName.en || t.signerName.bn,
      title: t.signerTitle[lang] || t.signerTitle.en || t.signerTitle.bn,
      signaturePng: t.signaturePng,
    },
    statement: t.statement[lang] || DEFAULT_TEMPLATE.statement[lang],
    accent: rgbOf(t.accent),
    logoPng: t.logoPng,
    qr: qrMatrix(certificate.verifyUrl),
  };
}

/** A logo or signature sent as a data URL, checked (format by its bytes, size) and kept as a PNG within `size`. */
async function templateImage(dataUrl: string, size: { width: number; height: number }): Promise<Buffer> {
  const { bytes } = decodeImageDataUrl(dataUrl);
  if (bytes.length > TEMPLATE_IMAGE_MAX_BYTES) throw new AppError('image_too_large', TEMPLATE_MESSAGES.imageTooLarge);
  return toPng(bytes, size);
}

/**
 * What certificates' public answers are kept under: invalidating it drops the rendered verification pages (every
 * instance's, through Redis), so a revocation shows at once.
 */
export const CERTIFICATES_CACHE_PREFIX = 'certificates:';

// Crockford's base 32: no I, L, O or U, so an id read from paper is typed right.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newCertificateId(): string {
  const bytes = randomBytes(12);
  return [...bytes].map((b) => ALPHABET[b & 31]).join('');
}

/** The account's name, as printed until the learner chooses: in the script it is written in. */
function accountNames(name: string): { nameEn: string; nameBn: string } {
  const clean = name.normalize('NFC').replace(/\s+/g, ' ').trim() || 'Learner';
  return hasBengali(clean) ? { nameEn: '', nameBn: clean } : { nameEn: clean, nameBn: '' };
}

const searchTextOf = (r: { nameEn: string; nameBn: string; courseName: string; id: string }) =>
  `${r.nameEn} ${r.nameBn} ${r.courseName} ${r.id}`.normalize('NFC').toLowerCase();

// A PDF takes a core for a moment (shaping, subsetting): one at a time per process, on its own thread.
const drawing = jobQueue(1);
const inFlight = new Map<string, Promise<Uint8Array>>();

/**
 * Revokes the learner's valid certificates of a course (a refund, a chargeback), in the caller's transaction:
 * answers the ids revoked. The API answers Revoked, with the reason, as soon as it commits; the rendered
 * verification pages follow at the issuing sweep (every CERTIFICATE_SWEEP_MS), or at once when the caller
 * invalidates CERTIFICATES_CACHE_PREFIX after its commit.
 */
export async function revokeCertificatesFor(
  tx: Tx,
  userId: string,
  courseId: string,
  reason: string,
): Promise<string[]> {
  const now = new Date();
  const revoked: string[] = [];
  for (const row of await repo.validOf(tx, userId, courseId)) {
    if (await repo.revoke(tx, row.id, reason, now)) revoked.push(row.id);
  }
  return revoked;
}

/** A certificate as progress reports show it: the learner's valid one, else their latest revoked one. */
export interface CertificateSummary {
  id: string;
  status: 'valid' | 'revoked';
  issuedAt: Date;
}

function summaries(rows: readonly repo.CertificateRow[], keyOf: (row: repo.CertificateRow) => string) {
  const result = new Map<string, CertificateSummary>();
  // Newest first: the first row per key wins unless a valid one comes later.
  for (const row of rows) {
    const key = keyOf(row);
    const seen = result.get(key);
    if (!seen || (seen.status !== 'valid' && row.status === 'valid'))
      result.set(key, { id: row.id, status: row.status, issuedAt: row.issuedAt });
  }
  return result;
}

/** The certificates of some learners in one course, by user id (one query, a page of a report). */
export async function certificatesInCourse(
  tx: Tx,
  courseId: string,
  userIds: readonly string[],
): Promise<Map<string, CertificateSummary>> {
  return summaries(await repo.ofUsersInCourse(tx, courseId, userIds), (row) => row.userId);
}

/** A learner's certificates, by course id. */
export async function certificatesOfLearner(tx: Tx, userId: string): Promise<Map<string, CertificateSummary>> {
  return summaries(await repo.certificatesOf(tx, userId), (row) => row.courseId);
}

export function certificatesService(deps: CertificatesDeps) {
  const { db, log } = deps;
  const verifyUrl = (id: string, origin = deps.origin()) => `${origin}${verifyPath(id)}`;

  async function template(): Promise<Template> {
    return (await repo.findTemplate(db)) ?? DEFAULTS;
  }

  /** A draft (the save's body) over the saved template: its pictures replaced, removed, or kept when left out. */
  async function withDraft(draft: CertificateTemplateWrite): Promise<Template> {
    const saved = await template();
    const picture = async (
      value: string | null | undefined,
      kept: Uint8Array | null,
      size: { width: number; height: number },
    ) => (value === undefined ? kept : value === null ? null : templateImage(value, size));
    return {
      ...templateTexts(draft),
      accent: draft.accent,
      logoPng: await picture(draft.logo, saved.logoPng, TEMPLATE_LOGO_SIZE),
      signaturePng: await picture(draft.signature, saved.signaturePng, TEMPLATE_SIGNATURE_SIZE),
      updatedAt: saved.updatedAt,
    };
  }

  const templateAnswer = (t: Template): CertificateTemplate => ({
    signerName: t.signerName,
    signerTitle: t.signerTitle,
    statement: t.statement,
    accent: t.accent,
    logo: pngDataUrl(t.logoPng),
    signature: pngDataUrl(t.signaturePng),
    updatedAt: t.updatedAt?.toISOString() ?? null,
  });

  const render = (row: CertificateRow, lang: 'bn' | 'en', t: Template): Promise<Uint8Array> =>
    drawInWorker(
      drawingOf(t, lang, {
        id: row.id,
        learnerName: printedNameIn(row, lang),
        courseName: row.courseName,
        completedAt: row.completedAt,
        verifyUrl: verifyUrl(row.id),
      }),
    );

  /**
   * The PDF's bytes: kept ones, else drawn once (concurrent asks share the drawing) and kept, unless the printed
   * name or the template changed while it was drawn (then it is drawn again with the new one).
   */
  function pdfOf(id: string, lang: 'bn' | 'en'): Promise<Uint8Array> {
    const key = `${id}:${lang}`;
    const running = inFlight.get(key);
    if (running) return running;
    const job = (async () => {
      for (;;) {
        const kept = await repo.findPdf(db, id, lang);
        if (kept) return kept;
        const row = await found(id);
        const t = await template();
        const bytes = await drawing.run(() => render(row, lang, t));
        if (!(await repo.savePdf(db, row, lang, bytes))) continue;
        // The template saved while this was drawn: draw it again with the new one (see repo.saveTemplate).
        if ((await repo.templateVersion(db)) === (t.updatedAt?.getTime() ?? 0)) return bytes;
        await repo.dropPdf(db, id, lang);
      }
    })().finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  }

  /** Draws both PDFs after an issue, in the background, so the learner's first download is served kept bytes. */
  function prepare(row: CertificateRow): void {
    void (async () => {
      for (const lang of ['bn', 'en'] as const) await pdfOf(row.id, lang);
    })().catch((err: unknown) => log.warn({ err, certificateId: row.id }, 'certificates: drawing a PDF failed'));
  }

  async function mailIssued(row: CertificateRow, email: string, lang: 'bn' | 'en') {
    try {
      await deps.mailer.send({
        to: email,
        ...certificateMail({
          lang,
          name: printedNameIn(row, lang),
          courseName: row.courseName,
          verifyUrl: verifyUrl(row.id),
          profileUrl: `${deps.origin()}/profile/certificates`,
        }),
      });
    } catch (err) {
      log.warn({ err, certificateId: row.id }, 'certificates: the e-mail of a new certificate was not sent');
    }
  }

  /**
   * Issues the certificate of a completion unless the learner has one for the course already (valid or revoked: a
   * revoked certificate is re-issued only by an admin). Answers the new certificate, or undefined.
   */
  async function issue(
    event: { userId: string; courseId: string; completedAt: Date },
    options: { reissueOf?: string } = {},
  ): Promise<CertificateRow | undefined> {
    if (!options.reissueOf) {
      const existing = await repo.pairsWithCertificates(db, [event]);
      if (existing.size > 0) return undefined;
    }
    const [course, user, chosen] = await Promise.all([
      findCourse(db, event.courseId),
      findUserById(db, event.userId),
      repo.findName(db, event.userId),
    ]);
    if (!course || !user) return undefined;
    const names = chosen ? { nameEn: chosen.nameEn, nameBn: chosen.nameBn } : accountNames(user.name);
    const id = newCertificateId();
    const primaryName = primaryCourseName(course);
    const courseName = htmlToText(primaryName).trim() || primaryName;
    const row = await repo.insertCertificate(db, {
      id,
      userId: event.userId,
      courseId: event.courseId,
      courseName,
      ...names,
      nameChosen: chosen ? 'chosen' : 'account',
      completedAt: event.completedAt,
      reissueOf: options.reissueOf ?? null,
      searchText: searchTextOf({ ...names, courseName, id }),
    });
    if (!row) return undefined;
    log.info({ certificateId: row.id, userId: row.userId, courseId: row.courseId }, 'certificates: issued');
    // the language the learner chose their printed name in, else the one their account speaks (decision 0097)
    const lang = chosen?.language ?? user.language;
    prepare(row);
    void mailIssued(row, user.email, lang);
    void notifyUser(deps, row.userId, {
      kind: 'certificate_issued',
      courseId: row.courseId,
      courseName: row.courseName,
      certificateId: row.id,
    }).catch((err: unknown) => log.warn({ err, certificateId: row.id }, 'certificates: the learner was not told'));
    return row;
  }

  const toMine = (row: CertificateRow, origin: string): MyCertificate => ({
    _id: row.id,
    courseId: row.courseId,
    courseName: row.courseName,
    issuedAt: row.issuedAt.toISOString(),
    status: row.status,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    reason: row.revokedReason,
    nameEn: row.nameEn,
    nameBn: row.nameBn,
    verifyUrl: verifyUrl(row.id, origin),
    linkedInUrl: linkedInAddUrl({
      courseName: row.courseName,
      issuedAt: row.issuedAt,
      id: row.id,
      verifyUrl: verifyUrl(row.id, origin),
    }),
  });

  const toAdmin = (row: CertificateRow, origin: string): AdminCertificate => {
    const { linkedInUrl: _linkedIn, ...mine } = toMine(row, origin);
    return { ...mine, userId: row.userId, completedAt: row.completedAt.toISOString(), reissueOf: row.reissueOf };
  };

  async function printedName(userId: string): Promise<PrintedName> {
    const chosen = await repo.findName(db, userId);
    if (chosen) return { chosen: true, nameEn: chosen.nameEn, nameBn: chosen.nameBn };
    const user = await findUserById(db, userId);
    return { chosen: false, ...accountNames(user?.name ?? '') };
  }

  async function mine(userId: string, origin: string) {
    const [rows, name] = await Promise.all([repo.certificatesOf(db, userId), printedName(userId)]);
    return { certificates: rows.map((r) => toMine(r, origin)), name };
  }

  async function found(id: string): Promise<CertificateRow> {
    const row = await repo.findCertificate(db, id);
    if (!row) throw notFound(CERTIFICATE_NOT_FOUND, 'certificate_not_found');
    return row;
  }

  return {
    issue,
    mine,

    /** The learner chooses their printed name, once; certificates issued with the account's name take it. */
    async chooseName(userId: string, body: { nameEn: string; nameBn: string }, language: 'bn' | 'en', origin: string) {
      const inserted = await repo.insertName(db, { userId, ...body, language });
      if (!inserted) throw conflict('You have already chosen the name on your certificates', 'certificate_name_chosen');
      const renamed = await repo.renameUnchosen(db, userId, body);
      if (renamed.length > 0) {
        log.info({ userId, renamed: renamed.length }, 'certificates: printed name chosen');
        deps.cache.invalidate(CERTIFICATES_CACHE_PREFIX);
      }
      return mine(userId, origin);
    },

    async verify(id: string): Promise<PublicCertificate> {
      const row = await found(id);
      const learnerName = row.nameEn || row.nameBn;
      return {
        _id: row.id,
        status: row.status,
        learnerName,
        learnerNameAlt: row.nameEn && row.nameBn ? row.nameBn : '',
        courseName: row.courseName,
        issuedAt: row.issuedAt.toISOString(),
        ...(row.status === 'revoked'
          ? { revokedAt: row.revokedAt!.toISOString(), reason: row.revokedReason ?? '' }
          : {}),
        issuerName: SITE_NAME,
      };
    },

    pdf: (id: string, lang: 'bn' | 'en'): Promise<Uint8Array> => pdfOf(id, lang),

    template: async () => ({ template: templateAnswer(await template()) }),

    /** Saves the template; every certificate is drawn again with it when next downloaded. */
    async saveTemplate(body: CertificateTemplateWrite) {
      const t = await withDraft(body);
      const { updatedAt: _unused, ...values } = t;
      const row = await db.transaction((tx) => repo.saveTemplate(tx, values));
      log.info('certificates: template saved, kept PDFs dropped');
      return { message: TEMPLATE_MESSAGES.saved, template: templateAnswer(row) };
    },

    /** A sample certificate drawn from a draft of the template, on the drawing thread like every certificate. */
    async previewTemplate(body: CertificateTemplateWrite, lang: 'bn' | 'en'): Promise<Uint8Array> {
      const t = await withDraft(body);
      const sample = SAMPLE_CERTIFICATE[lang];
      return drawing.run(() =>
        drawInWorker(drawingOf(t, lang, { ...sample, completedAt: new Date(), verifyUrl: verifyUrl(sample.id) })),
      );
    },

    async credential(id: string, origin: string): Promise<string> {
      const row = await found(id);
      const user = await findUserById(db, row.userId);
      return signedCredential(db, row, origin, user?.email ?? '');
    },

    statusList: (origin: string) => signedStatusList(db, origin),
    /** The newest revocation's time (the sweep drops rendered pages when one happened elsewhere, e.g. a refund). */
    latestRevocation: () => repo.latestRevocation(db),
    pagesChanged: () => deps.cache.invalidate(CERTIFICATES_CACHE_PREFIX),
    issuer: (origin: string) => issuerProfile(db, origin),
    jwks: () => jwks(db),

    async adminList(
      query: { search?: string; status?: 'valid' | 'revoked'; page: number; limit: number },
      origin: string,
    ) {
      const { rows, total } = await repo.listPage(db, {
        ...query,
        offset: (query.page - 1) * query.limit,
      });
      return {
        certificates: rows.map((r) => toAdmin(r, origin)),
        pagination: paginate(query.page, query.limit, total),
      };
    },

    async revoke(id: string, reason: string, origin: string) {
      const row = await found(id);
      if (row.status === 'revoked')
        throw conflict('This certificate is already revoked', 'certificate_already_revoked');
      const revoked = await repo.revoke(db, id, reason, new Date());
      if (!revoked) throw conflict('This certificate is already revoked', 'certificate_already_revoked');
      log.info({ certificateId: id }, 'certificates: revoked');
      deps.cache.invalidate(CERTIFICATES_CACHE_PREFIX);
      return { certificate: toAdmin(revoked, origin) };
    },

    /** A new certificate (new id, today's issue date) in place of a revoked one, with the name chosen since. */
    async reissue(id: string, origin: string) {
      const row = await found(id);
      if (row.status !== 'revoked')
        throw conflict('Only a revoked certificate can be re-issued', 'certificate_not_revoked');
      const fresh = await issue(row, { reissueOf: row.id });
      if (!fresh)
        throw conflict('The learner already holds a valid certificate of this course', 'certificate_not_revoked');
      return { certificate: toAdmin(fresh, origin) };
    },

    /**
     * Issues what the hook missed (an instance down at the moment, a failed write): every completion since `since`
     * without a certificate. Answers the newest completion seen, the next sweep's start.
     */
    async catchUp(since: Date, readCompletions: (tx: Db, since: Date, limit: number) => Promise<Completion[]>) {
      let cursor = since;
      let issued = 0;
      for (;;) {
        const batch = await readCompletions(db, cursor, 200);
        if (batch.length === 0) break;
        const have = await repo.pairsWithCertificates(db, batch);
        for (const completion of batch) {
          if (have.has(`${completion.userId}:${completion.courseId}`)) continue;
          if (await issue(completion)) issued += 1;
        }
        const last = batch[batch.length - 1]!.completedAt;
        if (batch.length < 200 || last.getTime() === cursor.getTime()) {
          cursor = last;
          break;
        }
        cursor = last;
      }
      return { cursor, issued };
    },
  };
}

interface Completion {
  userId: string;
  courseId: string;
  completedAt: Date;
}

export type CertificatesService = ReturnType<typeof certificatesService>;
