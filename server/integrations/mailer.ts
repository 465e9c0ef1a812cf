import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Env } from '../env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `smtp` delivers through SMTP_URL; `outbox` writes .eml files under DATA_DIR/outbox (embedded mode). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

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
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: FastifyBaseLogger): Mailer {
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

export default fp(
  async function mailerPlugin(app: FastifyInstance) {
    const mailer = createMailer(app.env, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer' },
);
