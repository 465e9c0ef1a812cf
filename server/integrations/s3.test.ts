import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from '#test-support/fake-s3.ts';
import { amzDate, createS3Client, S3Error, signV4, uriEncode } from './s3.ts';

// The "GET Object" example of AWS's Signature Version 4 documentation ("Signature Calculations for the Authorization
// Header: Transferring Payload in a Single Chunk"): proves the signing independently of our own S3 fake.
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const example = () =>
  signV4({
    method: 'GET',
    url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
    headers: { Range: 'bytes=0-9' },
    payloadHash: EMPTY_SHA256,
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    date: new Date('2013-05-24T00:00:00Z'),
  });

describe('AWS Signature Version 4', () => {
  it('builds the canonical request and string to sign of the AWS example', async () => {
    const signed = await example();
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(signed.stringToSign).toBe(
      [
        'AWS4-HMAC-SHA256',
        '20130524T000000Z',
        '20130524/us-east-1/s3/aws4_request',
        '7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
      ].join('\n'),
    );
  });

  it('gives the documented signature and Authorization header', async () => {
    const signed = await example();
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers).toMatchObject({ 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY_SHA256 });
    expect(signed.headers.host).toBeUndefined();
  });

  it('encodes as RFC 3986 and formats the date', () => {
    expect(uriEncode("a b!'()*~._-")).toBe('a%20b%21%27%28%29%2A~._-');
    expect(amzDate(new Date('2026-11-23T15:42:30.123Z'))).toBe('20261123T154230Z');
  });
});

describe('S3 client against the protocol fake', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());
  const client = (secretAccessKey = s3.secretAccessKey, endpoint = s3.endpoint) =>
    createS3Client({
      endpoint: `${endpoint}/`,
      bucket: s3.bucket,
      accessKeyId: s3.accessKeyId,
      secretAccessKey,
      region: s3.region,
    });

  it('puts, gets and deletes an object; a missing key reads as null and deletes quietly', async () => {
    const body = Buffer.from('RIFF....WEBP bytes');
    await client().putObject('uploads/t/a.webp', body, {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(s3.objects.get('uploads/t/a.webp')).toMatchObject({ body, contentType: 'image/webp' });
    const object = await client().getObject('uploads/t/a.webp');
    expect(object).toMatchObject({
      contentType: 'image/webp',
      contentLength: body.length,
      etag: s3.objects.get('uploads/t/a.webp')!.etag,
    });
    expect(Buffer.from(await new Response(object!.body).arrayBuffer()).equals(body)).toBe(true);
    await client().deleteObject('uploads/t/a.webp');
    expect(s3.objects.size).toBe(0);
    expect(await client().getObject('uploads/t/a.webp')).toBeNull();
    await expect(client().deleteObject('uploads/t/a.webp')).resolves.toBeUndefined();
  });

  it('lists every key under a prefix, page after page', async () => {
    const keys = Array.from({ length: 7 }, (_, i) => `uploads/list/${i}-${"a&b'c"}.webp`);
    for (const key of keys) await client().putObject(key, Buffer.from(key), { contentType: 'image/webp' });
    await client().putObject('other/x.webp', Buffer.from('x'), { contentType: 'image/webp' });
    s3.pageSize = 3;
    try {
      const listed: string[] = [];
      for await (const key of client().listKeys('uploads/list/')) listed.push(key);
      expect(listed.sort()).toEqual([...keys].sort());
      expect(s3.log.filter((line) => line.startsWith('LIST '))).toHaveLength(3);
    } finally {
      s3.pageSize = 1000;
      s3.objects.clear();
    }
  });

  it("fails with a 502 whose detail carries S3's error when the signature does not match", async () => {
    const error = await client('wrong-secret')
      .putObject('uploads/t/b.webp', Buffer.from('x'), { contentType: 'image/webp' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect(error).toMatchObject({ statusCode: 502, code: 'storage_failed' });
    expect((error as S3Error).detail).toMatch(
      /^PUT uploads\/t\/b\.webp: HTTP 403 SignatureDoesNotMatch: The request signature we calculated/,
    );
    expect((error as S3Error).message).not.toContain('wrong-secret');
    expect(s3.objects.size).toBe(0);
  });

  it('the fake refuses an unsigned request with an S3 XML error', async () => {
    const res = await fetch(`${s3.endpoint}/${s3.bucket}/uploads/t/c.webp`, { method: 'PUT', body: 'x' });
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/<Error><Code>AccessDenied<\/Code>/);
  });

  it('gives up on a store that does not answer, with a 504', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = createS3Client({
        endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        bucket: 'b',
        accessKeyId: 'k',
        secretAccessKey: 's',
        region: 'us-east-1',
        timeoutMs: 200,
      });
      await expect(slow.getObject('uploads/t/d.webp')).rejects.toMatchObject({
        statusCode: 504,
        code: 'storage_timeout',
      });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
