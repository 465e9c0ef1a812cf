import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Sources the web app really loads: video players, Google sign-in, and provider thumbnails. */
export const FRAME_SOURCES = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://player.vdocipher.com',
  'https://accounts.google.com',
];
export const IMAGE_SOURCES = [
  "'self'",
  'data:',
  'blob:',
  'https://i.ytimg.com',
  'https://i.vimeocdn.com',
  'https://lh3.googleusercontent.com',
];

export default fp(
  async function securityPlugin(app: FastifyInstance) {
    const isProd = app.env.NODE_ENV === 'production';
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          formAction: ["'self'", ...(app.env.UDDOKTAPAY_BASE_URL ? [new URL(app.env.UDDOKTAPAY_BASE_URL).origin] : [])],
          scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
          // Toast and dialog libraries inject <style> elements; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
          // Uploads kept in an S3-compatible store with a public address load from there (S3_PUBLIC_URL).
          imgSrc: [
            ...IMAGE_SOURCES,
            ...(app.env.S3_BUCKET && app.env.S3_PUBLIC_URL ? [new URL(app.env.S3_PUBLIC_URL).origin] : []),
          ],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
          frameSrc: FRAME_SOURCES,
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          ...(isProd ? { upgradeInsecureRequests: [] } : { upgradeInsecureRequests: null }),
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: isProd,
    });
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: 'security' },
);
