import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3 fake on 127.0.0.1 speaking the real protocol for one bucket, path-style (`/{bucket}/{key}`): PutObject,
 * GetObject and DeleteObject kept in memory, and ListObjectsV2 (`GET /{bucket}?list-type=2`, `pageSize` keys a page). Every request must carry a valid AWS Signature Version 4 Authorization
 * header for the configured key; the fake checks it with its own small implementation (not the server's), plus the
 * payload hash and the clock skew, and answers failures as S3 does (403/400 with an XML `<Error>`).
 */

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
  etag: string;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, FakeS3Object>;
  /** Every request as `METHOD key -> status` (`LIST prefix -> status` for a listing), in order. */
  log: string[];
  /** Keys per ListObjectsV2 page (S3's is 1000); a test lowers it to see the paging. */
  pageSize: number;
  /** S3_* variables pointing at this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const enc = (v: string) =>
  encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'pathshala-test';
  const region = options.region ?? 'us-east-1';
  const accessKeyId = `AKIAFAKE${randomBytes(6).toString('hex').toUpperCase()}`;
  const secretAccessKey = randomBytes(24).toString('base64');
  const objects = new Map<string, FakeS3Object>();
  const log: string[] = [];

  /** Null when the signature holds, else the S3 error to answer. */
  function checkSignature(
    req: http.IncomingMessage,
    path: string,
    query: string,
    body: Buffer,
  ): [number, string, string] | null {
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? '',
      );
    if (!auth) return [403, 'AccessDenied', 'Missing or malformed Authorization header'];
    const [, keyId, day, credentialRegion, signedHeaders, signature] = auth as unknown as string[];
    if (keyId !== accessKeyId)
      return [403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
    if (credentialRegion !== region)
      return [400, 'AuthorizationHeaderMalformed', `the region '${credentialRegion}' is wrong; expecting '${region}'`];
    const names = signedHeaders!.split(';');
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!names.includes(required)) return [403, 'AccessDenied', `${required} must be signed`];
    }
    const stamp = String(req.headers['x-amz-date'] ?? '');
    const when = Date.parse(stamp.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));
    if (!stamp.startsWith(day!) || Number.isNaN(when)) return [403, 'AccessDenied', 'Bad x-amz-date'];
    if (Math.abs(Date.now() - when) > 15 * 60_000)
      return [
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      ];
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== sha256(body))
      return [
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      ];
    const canonicalQuery = [...new URLSearchParams(query)]
      .map(([k, v]) => `${enc(k)}=${enc(v)}`)
      .sort()
      .join('&');
    const headerLines = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join('');
    const canonical = [req.method, path, canonicalQuery, headerLines, signedHeaders, payloadHash].join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const toSign = `AWS4-HMAC-SHA256\n${stamp}\n${scope}\n${sha256(canonical)}`;
    const key = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day!), region), 's3'), 'aws4_request');
    const expected = createHmac('sha256', key).update(toSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
      return [
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      ];
    }
    return null;
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [path = '/', query = ''] = (req.url ?? '/').split('?');
      const match = /^\/([^/]+)\/(.+)$/.exec(path);
      const key = match ? decodeURIComponent(match[2]!) : '';
      const params = new URLSearchParams(query);
      const listing = req.method === 'GET' && params.get('list-type') === '2' && /^\/[^/]+\/?$/.test(path);
      const answer = (status: number, headers: Record<string, string | number> = {}, payload?: Buffer) => {
        log.push(listing ? `LIST ${params.get('prefix') ?? ''} -> ${status}` : `${req.method} ${key} -> ${status}`);
        res.writeHead(status, { 'x-amz-request-id': randomBytes(8).toString('hex'), ...headers });
        res.end(payload);
      };
      const error = (status: number, code: string, message: string) =>
        answer(
          status,
          { 'Content-Type': 'application/xml' },
          Buffer.from(
            `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Key>${key}</Key></Error>`,
          ),
        );

      const denied = checkSignature(req, path, query, body);
      if (denied) return error(...denied);
      if (listing) {
        if (decodeURIComponent(path.split('/')[1]!) !== bucket)
          return error(404, 'NoSuchBucket', 'The specified bucket does not exist');
        const prefix = params.get('prefix') ?? '';
        const after = params.get('continuation-token') ?? '';
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
        const page = all.slice(0, fake.pageSize);
        const truncated = all.length > page.length;
        const xml = (v: string) =>
          v.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
        return answer(
          200,
          { 'Content-Type': 'application/xml' },
          Buffer.from(
            `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Name>${bucket}</Name><Prefix>${xml(prefix)}</Prefix>` +
              `<KeyCount>${page.length}</KeyCount><MaxKeys>${fake.pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
              page
                .map((k) => `<Contents><Key>${xml(k)}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`)
                .join('') +
              (truncated ? `<NextContinuationToken>${xml(page.at(-1)!)}</NextContinuationToken>` : '') +
              '</ListBucketResult>',
          ),
        );
      }
      if (!match || decodeURIComponent(match[1]!) !== bucket)
        return error(404, 'NoSuchBucket', 'The specified bucket does not exist');

      if (req.method === 'PUT') {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
          etag,
        });
        return answer(200, { ETag: etag });
      }
      if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) return error(404, 'NoSuchKey', 'The specified key does not exist.');
        return answer(
          200,
          {
            'Content-Type': object.contentType ?? 'binary/octet-stream',
            'Content-Length': object.body.length,
            ETag: object.etag,
            ...(object.cacheControl ? { 'Cache-Control': object.cacheControl } : {}),
          },
          object.body,
        );
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return answer(204);
      }
      return error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeS3 = {
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    log,
    pageSize: 1000,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_REGION: region,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
