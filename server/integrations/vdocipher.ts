import type { Env } from '../env.ts';
import { AppError, badGateway, conflict, notFound, unavailable } from '../errors.ts';

/**
 * VdoCipher client (integrations.md "VdoCipher"): `Authorization: Apisecret <secret>` on every call; the secret
 * never leaves the server. OTPs are fresh per view with the recommended minimum ttl of 300 s.
 */

export const OTP_TTL_SECONDS = 300;

export const VDOCIPHER_MESSAGES = {
  notConfigured: 'Protected video is not available: VdoCipher is not configured on this server',
  videoNotFound: 'This video was not found on VdoCipher',
  unreachable: 'Could not reach VdoCipher. Please try again.',
  rejected: 'VdoCipher refused the request. Please check the API secret.',
  notReady: (status: string) =>
    `This video is not ready on VdoCipher yet (status: ${status}). Please try again when processing has finished.`,
} as const;

export interface VideoMetadata {
  id: string;
  title: string;
  description: string;
  length: number;
  status: string;
  uploadTime: number | null;
  posters: unknown[];
  tags: string[];
}

export interface VdoCipher {
  readonly configured: boolean;
  /** An OTP and playbackInfo for one view; `watermark` becomes a moving text annotation. */
  otp(videoId: string, options?: { watermark?: string }): Promise<{ otp: string; playbackInfo: string }>;
  metadata(videoId: string): Promise<VideoMetadata>;
}

/** The `annotate` value: a JSON *string* describing a moving, semi-transparent text (VdoCipher's annotation format). */
export function watermarkAnnotation(text: string): string {
  return JSON.stringify([{ type: 'rtext', text, alpha: '0.60', color: '0xFF0000', size: '15', interval: '5000' }]);
}

export function createVdoCipher(env: Pick<Env, 'VDOCIPHER_API_SECRET' | 'VDOCIPHER_API_BASE_URL'>): VdoCipher {
  const secret = env.VDOCIPHER_API_SECRET;
  const base = env.VDOCIPHER_API_BASE_URL.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    if (!secret) throw unavailable(VDOCIPHER_MESSAGES.notConfigured, 'vdocipher_not_configured');
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Apisecret ${secret}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw badGateway(VDOCIPHER_MESSAGES.unreachable, 'vdocipher_unreachable');
    }
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.status === 404) throw notFound(VDOCIPHER_MESSAGES.videoNotFound, 'video_not_found');
    if (response.status === 401 || response.status === 403)
      throw badGateway(VDOCIPHER_MESSAGES.rejected, 'vdocipher_rejected');
    if (!response.ok) {
      const message = typeof json.message === 'string' && json.message ? json.message : VDOCIPHER_MESSAGES.unreachable;
      throw new AppError('vdocipher_error', message);
    }
    return json;
  }

  return {
    configured: Boolean(secret),
    async otp(videoId, options = {}) {
      const body: Record<string, unknown> = { ttl: OTP_TTL_SECONDS };
      if (options.watermark) body.annotate = watermarkAnnotation(options.watermark);
      const json = await call('POST', `/videos/${encodeURIComponent(videoId)}/otp`, body);
      if (typeof json.otp !== 'string' || typeof json.playbackInfo !== 'string') {
        throw badGateway(VDOCIPHER_MESSAGES.unreachable, 'vdocipher_bad_answer');
      }
      return { otp: json.otp, playbackInfo: json.playbackInfo };
    },
    async metadata(videoId) {
      const json = await call('GET', `/videos/${encodeURIComponent(videoId)}`);
      return {
        id: String(json.id ?? videoId),
        title: typeof json.title === 'string' ? json.title : '',
        description: typeof json.description === 'string' ? json.description : '',
        length: Number(json.length ?? 0) || 0,
        status: typeof json.status === 'string' ? json.status : 'unknown',
        uploadTime: typeof json.upload_time === 'number' ? json.upload_time : null,
        posters: Array.isArray(json.posters) ? json.posters : [],
        tags: Array.isArray(json.tags) ? json.tags.filter((t): t is string => typeof t === 'string') : [],
      };
    },
  };
}

/** Throws unless the video can be used (status `ready`). */
export function assertReady(meta: VideoMetadata): void {
  if (meta.status !== 'ready') throw conflict(VDOCIPHER_MESSAGES.notReady(meta.status), 'video_not_ready');
}
