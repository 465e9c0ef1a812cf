import { createHash, createHmac } from 'node:crypto';
import { AppError } from '../errors.ts';

/**
 * A minimal client of the S3 protocol (PutObject, GetObject, DeleteObject), enough for any S3-compatible store
 * (AWS S3, Cloudflare R2, MinIO, Backblaze B2, DigitalOcean Spaces...). Requests use path-style URLs
 * `${endpoint}/${bucket}/${key}` and are signed with AWS Signature Version 4 (`signV4`, proven against AWS's own
 * documented example in s3.test.ts). The keys are sent only inside the signature: never logged, never in an error.
 */

export const STORAGE_MESSAGES = {
  failed: 'The file could not be stored. Please try again.',
  timeout: 'The file store did not answer in time. Please try again.',
} as const;

/** A failed call to the store: 502 (504 on a time-out) with a message safe to show; `detail` is for the logs. */
export class S3Error extends AppError {
  constructor(
    /** What went wrong (the operation, HTTP status and S3's error code and message); never shown to a user. */
    readonly detail: string,
    timedOut = false,
  ) {
    super(
      timedOut ? 'storage_timeout' : 'storage_failed',
      timedOut ? STORAGE_MESSAGES.timeout : STORAGE_MESSAGES.failed,
    );
    this.name = 'S3Error';
  }
}

export interface S3Config {
  /** The store's address, e.g. `https://s3.eu-central-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  timeoutMs?: number;
}

export const DEFAULT_S3_TIMEOUT_MS = 15_000;
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is percent-encoded. */
export const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  /** Every header to sign (names in any case); `host`, `x-amz-date` and `x-amz-content-sha256` are added. */
  headers: Record<string, string>;
  /** The payload's SHA-256, hex. */
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  date: Date;
}

export interface SignedRequest {
  /** The headers to send, including `authorization`, `x-amz-date` and `x-amz-content-sha256` (not `host`: fetch sets it). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

/** `20130524T000000Z` */
export const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Signs one request with AWS Signature Version 4 (the Authorization header form). */
export function signV4(input: SignInput): SignedRequest {
  const service = input.service ?? 's3';
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const all: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v])),
    host: input.url.host,
    'x-amz-date': stamp,
    'x-amz-content-sha256': input.payloadHash,
  };
  const names = Object.keys(all).sort();
  const canonicalHeaders = names.map((n) => `${n}:${all[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  // The path arrives already encoded by URL (each segment once): decode and re-encode per segment, as S3 expects.
  const canonicalUri =
    input.url.pathname
      .split('/')
      .map((segment) => uriEncode(decodeURIComponent(segment)))
      .join('/') || '/';
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
  const { host: _host, ...headers } = all;
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers, canonicalRequest, stringToSign, signature };
}

export interface S3Object {
  body: ReadableStream<Uint8Array>;
  contentType: string | null;
  contentLength: number | null;
  etag: string | null;
}

export interface S3Client {
  putObject(key: string, body: Buffer, options: { contentType: string; cacheControl?: string }): Promise<void>;
  /** The object, or null when the store has no such key. */
  getObject(key: string): Promise<S3Object | null>;
  /** Deletes the key; a key that does not exist is not an error. */
  deleteObject(key: string): Promise<void>;
}

/** S3's `<Code>` and `<Message>` from an XML error answer, for the logs. */
function describeError(xml: string): string {
  const code = /<Code>([^<]*)<\/Code>/.exec(xml)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(xml)?.[1];
  return [code, message].filter(Boolean).join(': ');
}

export function createS3Client(config: S3Config): S3Client {
  const endpoint = config.endpoint.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_S3_TIMEOUT_MS;
  const urlOf = (key: string) =>
    new URL(`${endpoint}/${uriEncode(config.bucket)}/${key.split('/').map(uriEncode).join('/')}`);

  async function send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ) {
    const url = urlOf(key);
    const signed = signV4({
      method,
      url,
      headers,
      payloadHash: sha256Hex(body ?? ''),
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      date: new Date(),
    });
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await fetch(url, {
        method,
        headers: signed.headers,
        body: body ? new Uint8Array(body) : undefined,
        signal,
      });
    } catch (error) {
      const timedOut = signal.aborted || (error instanceof Error && error.name === 'TimeoutError');
      const reason = timedOut
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? error.message
          : String(error);
      throw new S3Error(`${method} ${key}: ${reason}`, timedOut);
    }
  }

  async function fail(method: string, key: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    const described = describeError(text);
    throw new S3Error(`${method} ${key}: HTTP ${response.status}${described ? ` ${described}` : ''}`);
  }

  return {
    async putObject(key, body, options) {
      const headers: Record<string, string> = { 'content-type': options.contentType };
      if (options.cacheControl) headers['cache-control'] = options.cacheControl;
      const response = await send('PUT', key, body, headers);
      if (!response.ok) await fail('PUT', key, response);
      await response.body?.cancel();
    },
    async getObject(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) await fail('GET', key, response);
      const length = response.headers.get('content-length');
      return {
        body: response.body!,
        contentType: response.headers.get('content-type'),
        contentLength: length === null ? null : Number(length),
        etag: response.headers.get('etag'),
      };
    },
    async deleteObject(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) await fail('DELETE', key, response);
      await response.body?.cancel();
    },
  };
}
