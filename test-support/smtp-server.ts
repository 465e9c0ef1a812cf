import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: ParsedMail;
}

export interface TestSmtpServer {
  /** For SMTP_URL: plain SMTP on loopback, no TLS, no auth. */
  url: string;
  port: number;
  /** Every message received so far, in order. */
  messages: ReceivedMail[];
  /** The next message to `address` (one already received and not yet taken counts), or rejects after `timeoutMs`. */
  nextMessageTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (random port) that parses what arrives with mailparser. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: { address: string; resolve: (m: ReceivedMail) => void }[] = [];

  const deliver = (mail: ReceivedMail) => {
    messages.push(mail);
    const index = waiters.findIndex((w) => mail.to.includes(w.address));
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      taken.add(mail);
      waiter!.resolve(mail);
    }
  };

  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          deliver({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            raw: parsed,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    nextMessageTo(address, timeoutMs = 5000) {
      const wanted = address.toLowerCase();
      const ready = messages.find((m) => !taken.has(m) && m.to.includes(wanted));
      if (ready) {
        taken.add(ready);
        return Promise.resolve(ready);
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          address: wanted,
          resolve: (m: ReceivedMail) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
