import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { SITE_NAME } from '#shared/brand.ts';
import { verifyPath } from '#shared/certificates/certificates.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './certificates.repository.ts';
import type { CertificateRow } from './certificates.repository.ts';

/*
 * Open Badges 3.0 credentials (issue 33), as VC-JWTs (OB 3.0 §8.2: the credential in the `vc` claim, `iss`, `jti`,
 * `nbf`, `sub`), signed with the site's own Ed25519 key (EdDSA). The public keys are the JWKS at
 * /.well-known/jwks.json, which the issuer profile names; revocation is a W3C Bitstring Status List the credential
 * points to, signed the same way, so a verifier needs nothing but the site's public documents.
 */

const CONTEXTS = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'];
/** A status list holds at least 131,072 entries (the spec's minimum, so one entry says nothing about a holder). */
const MIN_STATUS_BITS = 131_072;

interface SiteKey {
  kid: string;
  privateKey: CryptoKey | Uint8Array;
  publicJwk: JWK;
}

// Per database: a test process may run several apps, each on its own.
const kept = new WeakMap<Db, Promise<SiteKey[]>>();

/** The site's keys, newest first; made on first use and kept in the database so every instance signs alike. */
export function siteKeys(db: Db): Promise<SiteKey[]> {
  const known = kept.get(db);
  if (known) return known;
  const keys = (async () => {
    let rows = await repo.signingKeysAll(db);
    if (rows.length === 0) {
      const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
      const publicJwk = await exportJWK(pair.publicKey);
      const privateJwk = await exportJWK(pair.privateKey);
      const kid = await calculateJwkThumbprint(publicJwk);
      await repo.insertSigningKey(db, {
        kid,
        publicJwk: publicJwk as Record<string, string>,
        privateJwk: privateJwk as Record<string, string>,
      });
      rows = await repo.signingKeysAll(db);
    }
    return Promise.all(
      rows.map(async (row) => ({
        kid: row.kid,
        privateKey: await importJWK({ ...row.privateJwk, alg: 'EdDSA' }, 'EdDSA'),
        publicJwk: row.publicJwk as JWK,
      })),
    );
  })().catch((err: unknown) => {
    kept.delete(db);
    throw err;
  });
  kept.set(db, keys);
  return keys;
}

export async function jwks(db: Db): Promise<{ keys: JWK[] }> {
  const all = await siteKeys(db);
  return { keys: all.map((k) => ({ ...k.publicJwk, kid: k.kid, alg: 'EdDSA', use: 'sig' })) };
}

export const issuerId = (origin: string) => `${origin}/api/certificates/issuer`;
const statusListUrl = (origin: string) => `${origin}/api/certificates/status/revocation`;

export async function issuerProfile(db: Db, origin: string) {
  const { keys: published } = await jwks(db);
  const id = issuerId(origin);
  return {
    '@context': CONTEXTS,
    id,
    type: ['Profile'],
    name: SITE_NAME,
    url: origin,
    description: `${SITE_NAME} issues this certificate to a learner who completed one of its courses.`,
    // The keys that sign its credentials: the JWKS address and the keys themselves (VC-JWT `kid` names one).
    jwks_uri: `${origin}/.well-known/jwks.json`,
    verificationMethod: published.map((key) => ({
      id: `${id}#${key.kid}`,
      type: 'JsonWebKey',
      controller: id,
      publicKeyJwk: key,
    })),
  };
}

async function sign(db: Db, origin: string, subject: string, jti: string, vc: object, validFrom: Date) {
  const [key] = await siteKeys(db);
  return new SignJWT({ vc })
    .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: key!.kid })
    .setIssuer(issuerId(origin))
    .setSubject(subject)
    .setJti(jti)
    .setNotBefore(Math.floor(validFrom.getTime() / 1000))
    .setIssuedAt()
    .sign(key!.privateKey);
}

/** The learner's identity in the credential: their e-mail, salted and hashed (OB 3.0 IdentityObject). */
function identity(email: string, certificateId: string) {
  const salt = certificateId;
  const hash = createHash('sha256').update(`${email.trim().toLowerCase()}${salt}`).digest('hex');
  return { type: 'IdentityObject', identityHash: `sha256$${hash}`, identityType: 'emailAddress', hashed: true, salt };
}

export function openBadgeCredential(row: CertificateRow, origin: string, email: string) {
  const verifyUrl = `${origin}${verifyPath(row.id)}`;
  const learner = row.nameEn || row.nameBn;
  return {
    '@context': CONTEXTS,
    id: `${origin}/api/certificates/${row.id}/credential`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuerId(origin), type: ['Profile'], name: SITE_NAME, url: origin },
    validFrom: row.issuedAt.toISOString(),
    name: row.courseName,
    description: `${learner} completed the course ${row.courseName} on ${SITE_NAME}.`,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [identity(email, row.id)],
      activityEndDate: row.completedAt.toISOString(),
      achievement: {
        id: `${origin}/courses/${row.courseId}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: row.courseName,
        description: `Completion of the course ${row.courseName}.`,
        criteria: { narrative: "Meet the course's completion rule: its share of lessons and the quizzes it requires." },
      },
    },
    evidence: [{ id: verifyUrl, type: ['Evidence'], name: 'Verification page' }],
    credentialStatus: {
      id: `${statusListUrl(origin)}#${row.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(row.statusIndex),
      statusListCredential: statusListUrl(origin),
    },
  };
}

export async function signedCredential(db: Db, row: CertificateRow, origin: string, email: string) {
  const vc = openBadgeCredential(row, origin, email);
  return sign(db, origin, `${origin}${verifyPath(row.id)}`, vc.id, vc, row.issuedAt);
}

/** The bit of each revoked certificate set (bit 0 the most significant of byte 0), gzipped, base64url, multibase 'u'. */
export async function encodeStatusList(revoked: readonly number[]): Promise<string> {
  const bits = Math.max(MIN_STATUS_BITS, Math.ceil((Math.max(0, ...revoked) + 1) / 8) * 8);
  const list = new Uint8Array(bits / 8);
  for (const index of revoked) list[index >> 3]! |= 0x80 >> (index & 7);
  const zipped = await promisify(gzip)(list);
  return `u${Buffer.from(zipped).toString('base64url')}`;
}

export async function signedStatusList(db: Db, origin: string): Promise<string> {
  const url = statusListUrl(origin);
  const now = new Date();
  const vc = {
    '@context': [CONTEXTS[0]],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerId(origin),
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: await encodeStatusList(await repo.revokedIndexes(db)),
    },
  };
  return sign(db, origin, vc.credentialSubject.id, url, vc, now);
}
