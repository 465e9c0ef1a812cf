import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A VdoCipher API fake on 127.0.0.1 speaking the real protocol (integrations.md "VdoCipher"):
 * `Authorization: Apisecret <secret>`, `POST {base}/videos/{id}/otp` with an optional JSON body (ttl, annotate,
 * whitelisthref) answering `{otp, playbackInfo}`, and `GET {base}/videos/{id}` answering the video's metadata.
 * The base URL ends in `/api`, like `https://dev.vdocipher.com/api`.
 */

export interface FakeVideo {
  id: string;
  title: string;
  description?: string;
  length: number;
  status: 'Pre-Upload' | 'Queued' | 'ready';
}

export interface OtpCall {
  videoId: string;
  body: Record<string, unknown>;
}

export interface FakeVdoCipher {
  baseUrl: string;
  secret: string;
  videos: Map<string, FakeVideo>;
  otpCalls: OtpCall[];
  addVideo(video: FakeVideo): void;
  close(): Promise<void>;
}

export async function startFakeVdoCipher(options: { secret?: string } = {}): Promise<FakeVdoCipher> {
  const secret = options.secret ?? `vdo-secret-${randomBytes(8).toString('hex')}`;
  const videos = new Map<string, FakeVideo>();
  const otpCalls: OtpCall[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Apisecret ${secret}`) {
        return send(403, { message: 'Invalid API secret' });
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const otp = /^\/api\/videos\/([^/]+)\/otp$/.exec(url.pathname);
      const meta = /^\/api\/videos\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'POST' && otp) {
        const videoId = decodeURIComponent(otp[1]!);
        let body: Record<string, unknown> = {};
        if (chunks.length) {
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
          } catch {
            return send(400, { message: 'Invalid JSON body' });
          }
        }
        if (body.annotate !== undefined && typeof body.annotate !== 'string') {
          return send(400, { message: 'annotate must be a JSON string' });
        }
        if (!videos.has(videoId)) return send(404, { message: 'Video not found' });
        otpCalls.push({ videoId, body });
        return send(200, {
          otp: `otp-${randomBytes(12).toString('hex')}`,
          playbackInfo: Buffer.from(JSON.stringify({ videoId })).toString('base64'),
        });
      }
      if (req.method === 'GET' && meta) {
        const video = videos.get(decodeURIComponent(meta[1]!));
        if (!video) return send(404, { message: 'Video not found' });
        return send(200, {
          id: video.id,
          title: video.title,
          description: video.description ?? '',
          upload_time: 1_700_000_000,
          length: video.length,
          status: video.status,
          posters: [],
          tags: [],
        });
      }
      return send(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    secret,
    videos,
    otpCalls,
    addVideo: (video) => void videos.set(video.id, video),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
