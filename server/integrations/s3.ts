import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import { AppError } from '../errors.ts';

/**
 * A minimal client of the S3 protocol (PutObject, GetObject, DeleteObject, ListObjectsV2), enough for any
 * S3-compatible store (AWS S3, Cloudflare R2, MinIO, Backblaze B2, DigitalOcean Spaces...). Requests use path-style
 * URLs `${endpoint}/${bucket}/${key}` and are signed with AWS Signature Version 4 by aws4fetch (`signV4`, proven
 * against AWS's own documented example in s3.test.ts); reads are streamed, never buffered. The keys are sent only inside the signature: never logged, never in an error.
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

/**
 * Signs one request with AWS Signature Version 4 (the Authorization header form), by aws4fetch's `AwsV4Signer`.
 * Every given header is signed (`allHeaders`: content-type and cache-control too, so nobody on the way can change
 * them), and the payload's real SHA-256 is signed rather than `UNSIGNED-PAYLOAD`, which aws4fetch would otherwise
 * send for S3.
 */
export async function signV4(input: SignInput): Promise<SignedRequest> {
  const signer = new AwsV4Signer({
    method: input.method.toUpperCase(),
    url: input.url.toString(),
    headers: { ...input.headers, 'x-amz-content-sha256': input.payloadHash },
    accessKeyId: input.accessKeyId,
    secretAccessKey: input.secretAccessKey,
    region: input.region,
    service: input.service ?? 's3',
    datetime: amzDate(input.date),
    allHeaders: true,
  });
  const signed = await signer.sign();
  const headers: Record<string, string> = {};
  signed.headers.forEach((value, name) => {
    if (name !== 'host') headers[name] = value;
  });
  return {
    headers,
    canonicalRequest: await signer.canonicalString(),
    stringToSign: await signer.stringToSign(),
    signature: await signer.signature(),
  };
}

export interface S3Object {
  body: ReadableStream<Uint8Array>;
  contentType: string | null;
  contentLength: number | null;
  etag: string | null;
}

export interface S3Client {
  putObject(key: string, body: Buffer, options: { contentType: string; cacheControl?: string }): Promise<void>;
  /** The object, its body streamed as the store sends it, or null when the store has no such key. */
  getObject(key: string): Promise<S3Object | null>;
  /** Deletes the key; a key that does not exist is not an error. */
  deleteObject(key: string): Promise<void>;
  /** Every key that starts with `prefix` (ListObjectsV2, a page of up to 1000 at a time), in the store's order. */
  listKeys(prefix: string): AsyncIterable<string>;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]!);

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

  /** Sends one signed request; `what` names it in an error's detail (`GET uploads/a/b.webp`). */
  async function send(
    what: string,
    method: 'PUT' | 'GET' | 'DELETE',
    url: URL,
    body?: Buffer,
    headers: Record<string, string> = {},
  ) {
    const signed = await signV4({
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
      throw new S3Error(`${what}: ${reason}`, timedOut);
    }
  }
  async function fail(what: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    const described = describeError(text);
    throw new S3Error(`${what}: HTTP ${response.status}${described ? ` ${described}` : ''}`);
  }

  return {
    async putObject(key, body, options) {
      const headers: Record<string, string> = { 'content-type': options.contentType };
      if (options.cacheControl) headers['cache-control'] = options.cacheControl;
      const response = await send(`PUT ${key}`, 'PUT', urlOf(key), body, headers);
      if (!response.ok) await fail(`PUT ${key}`, response);
      await response.body?.cancel();
    },
    async getObject(key) {
      const response = await send(`GET ${key}`, 'GET', urlOf(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) await fail(`GET ${key}`, response);
      const length = response.headers.get('content-length');
      return {
        body: response.body!,
        contentType: response.headers.get('content-type'),
        contentLength: length === null ? null : Number(length),
        etag: response.headers.get('etag'),
      };
    },
    async deleteObject(key) {
      const response = await send(`DELETE ${key}`, 'DELETE', urlOf(key));
      if (!response.ok && response.status !== 404) await fail(`DELETE ${key}`, response);
      await response.body?.cancel();
    },
    async *listKeys(prefix) {
      let token: string | undefined;
      do {
        const url = new URL(`${endpoint}/${uriEncode(config.bucket)}`);
        url.searchParams.set('list-type', '2');
        url.searchParams.set('prefix', prefix);
        if (token) url.searchParams.set('continuation-token', token);
        const response = await send(`LIST ${prefix}`, 'GET', url);
        if (!response.ok) await fail(`LIST ${prefix}`, response);
        const xml = await response.text();
        for (const [, key] of xml.matchAll(/<Contents>[\s\S]*?<Key>([^<]*)<\/Key>[\s\S]*?<\/Contents>/g)) {
          yield xmlText(key!);
        }
        const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
        const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
        token = truncated && next ? xmlText(next) : undefined;
      } while (token);
    },
  };
}
