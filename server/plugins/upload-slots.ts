import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOADS_PER_USER } from '#shared/images.ts';
import { AppError } from '../errors.ts';
import { DEFAULT_BODY_LIMIT, isUpload } from './request-timeouts.ts';

/**
 * Concurrent uploads are capped per user and in total (issue 32 §7; decision 0065), so the memory their bodies take
 * (an image is gathered whole, up to 10 MB, or arrives as a data URL of up to 20 MB) stays bounded whatever the
 * number of uploaders. A request takes a slot before its body is read and gives it back when its answer is done.
 */
export { UPLOADS_PER_USER };
export const UPLOADS_IN_TOTAL = 8;
export const UPLOADS_RETRY_AFTER_SECONDS = 5;

export const UPLOAD_SLOT_MESSAGES = {
  perUser: `You are already uploading ${UPLOADS_PER_USER} images. Please wait until they finish.`,
  total: 'The server is busy with other uploads. Please try again in a moment.',
} as const;

export class UploadSlots {
  #inUse = 0;
  readonly #byUser = new Map<string, number>();

  constructor(
    readonly perUser = UPLOADS_PER_USER,
    readonly total = UPLOADS_IN_TOTAL,
  ) {}

  get inUse(): number {
    return this.#inUse;
  }

  /** A slot for `user` and its release (call it once), or why there is none. */
  take(user: string): { release: () => void } | { refused: 'perUser' | 'total' } {
    const mine = this.#byUser.get(user) ?? 0;
    if (mine >= this.perUser) return { refused: 'perUser' };
    if (this.#inUse >= this.total) return { refused: 'total' };
    this.#byUser.set(user, mine + 1);
    this.#inUse += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.#inUse -= 1;
        const left = (this.#byUser.get(user) ?? 1) - 1;
        if (left > 0) this.#byUser.set(user, left);
        else this.#byUser.delete(user);
      },
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadSlots: UploadSlots;
  }
}

/** A body that may be large: announced over the ordinary limit, or sent without a length (chunked). */
const mayBeLarge = (request: FastifyRequest) => {
  const length = request.headers['content-length'];
  return length === undefined
    ? request.headers['transfer-encoding'] !== undefined
    : Number(length) > DEFAULT_BODY_LIMIT;
};

export default fp(
  async function uploadSlotsPlugin(app: FastifyInstance) {
    const slots = new UploadSlots();
    app.decorate('uploadSlots', slots);
    // preParsing: after the access check (the caller is known), before the body is read.
    app.addHook('preParsing', (request, reply, payload, done) => {
      if (!isUpload(request) || !mayBeLarge(request)) return done(null, payload);
      const slot = slots.take(request.sessionUser?.id ?? `ip:${request.ip}`);
      if ('refused' in slot) {
        // The body is not read: the connection closes after the answer rather than reading it to the end.
        reply.header('connection', 'close');
        if (slot.refused === 'total') reply.header('retry-after', String(UPLOADS_RETRY_AFTER_SECONDS));
        const code = slot.refused === 'total' ? 'uploads_busy' : 'too_many_uploads';
        return done(new AppError(code, UPLOAD_SLOT_MESSAGES[slot.refused]));
      }
      reply.raw.once('close', slot.release);
      done(null, payload);
    });
  },
  { name: 'upload-slots', dependencies: ['access'] },
);
