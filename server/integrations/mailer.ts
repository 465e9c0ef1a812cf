import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
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
 * so the embedded mode works with no mail server.
 */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>, log: FastifyBaseLogger): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL, { from: env.MAIL_FROM });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail(message);
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(env.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport(
    { streamTransport: true, buffer: true, newline: 'unix' },
    { from: env.MAIL_FROM },
  );
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail(message);
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ to: message.to, file }, 'mail written to the outbox (set SMTP_URL to deliver it)');
    },
    close: () => transport.close(),
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
