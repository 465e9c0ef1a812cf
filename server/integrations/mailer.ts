import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Env } from '../env.ts';
import { keyedCounter } from '../plugins/rate-limit.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with it (a receipt's PDF), as nodemailer takes them. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** `smtp` delivers through SMTP_URL; `outbox` writes .eml files under DATA_DIR/outbox (embedded mode). */
  readonly kind: 'smtp' | 'outbox';
  /** Sends, or throws `MailCapReached` (sending nothing) once the address had its mail of the day. */
  send(message: MailMessage): Promise<void>;
  /** Whether `to` may still receive mail today (nothing is counted). */
  accepts(to: string): Promise<boolean>;
  close(): void;
}

/**
 * Thrown by `send` for an address that has received MAIL_PER_ADDRESS_PER_DAY mails in the current day
 * (docs/decisions/0075-mail-per-address-per-day.md): nothing was sent.
 */
export class MailCapReached extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('this address has received its mail for the day');
  }
}

export const MAIL_CAP_WINDOW_MS = 24 * 3600 * 1000;

/**
 * The key an address is counted under: lower case, without a `+tag` (most providers deliver `name+x@` to `name@`,
 * so tags would not spread one inbox over many counters).
 */
export const mailCapKey = (to: string): string => {
  const address = to.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return `${address.slice(0, at).split('+')[0]}${address.slice(at)}`;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * nodemailer with SMTP_URL (e.g. `smtps://user:pass@smtp.example.com:465`; query options such as
 * `?ignoreTLS=true` pass through). Without it every mail is written to DATA_DIR/outbox as an .eml file,
 * so the embedded mode works with no mail server. nodemailer itself is loaded by the first mail, not with the app:
 * the start need not parse it (issue 10's cold start).
 */
export function createMailer(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  log: FastifyBaseLogger,
): Omit<Mailer, 'accepts'> {
  let opened: Promise<Transporter> | undefined;
  const transport = () =>
    (opened ??= import('nodemailer').then(({ default: nodemailer }) =>
      env.SMTP_URL
        ? nodemailer.createTransport(env.SMTP_URL, { from: env.MAIL_FROM })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: env.MAIL_FROM }),
    ));
  // a library that failed to load has already failed the mail that loaded it: nothing to close
  const close = () => void opened?.then((open) => open.close()).catch(() => undefined);
  if (env.SMTP_URL) {
    return {
      kind: 'smtp',
      async send(message) {
        await (await transport()).sendMail(message);
      },
      close,
    };
  }
  const outbox = path.join(env.DATA_DIR, 'outbox');
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail(message);
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, file }, 'mail written to the outbox (set SMTP_URL to deliver it)');
    },
    close,
  };
}

/** The mailer of the app: every mail, whatever the route, counts against its address's mail of the day. */
export default fp(
  async function mailerPlugin(app: FastifyInstance) {
    const transport = createMailer(app.env, app.log);
    const perAddress = keyedCounter(app, {
      name: 'mail-to',
      max: app.env.MAIL_PER_ADDRESS_PER_DAY,
      timeWindowMs: MAIL_CAP_WINDOW_MS,
    });
    const mailer: Mailer = {
      kind: transport.kind,
      async send(message) {
        const taken = await perAddress.take(mailCapKey(message.to));
        if (!taken.allowed) {
          app.metrics.mailsCapped.inc();
          throw new MailCapReached(taken.retryAfterSeconds);
        }
        await transport.send(message);
      },
      accepts: (to) => perAddress.allows(mailCapKey(to)),
      close: transport.close,
    };
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['rate-limit', 'metrics'] },
);
