import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from './test.ts';
import { simpleParser } from 'mailparser';

// The e2e server has no SMTP_URL: every mail is an .eml file in DATA_DIR/outbox (playwright.config.ts).
const OUTBOX = path.resolve('.tmp/e2e-data/outbox');

/** The code that `pattern` (one capture group) finds in the newest mail to `to` that has one, waiting for it. */
export async function codeFromOutbox(to: string, pattern: RegExp, digits: number): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const files = await fs.readdir(OUTBOX).catch(() => [] as string[]);
      for (const file of files
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .reverse()) {
        const mail = await simpleParser(await fs.readFile(path.join(OUTBOX, file)));
        const recipients = [mail.to]
          .flat()
          .flatMap((a) => a?.value ?? [])
          .map((a) => a.address);
        if (!recipients.includes(to)) continue;
        found = pattern.exec(mail.text ?? '')?.[1];
        if (found) return found;
      }
      return undefined;
    })
    .toMatch(new RegExp(`^\\d{${digits}}$`));
  return found!;
}

/** The newest activation code e-mailed to `to` (the mail is in the sign-up's language: decision 0097). */
export const activationCode = (to: string) =>
  codeFromOutbox(to, /(?:activation code is|অ্যাকাউন্ট সক্রিয় করার কোড):\s*(\d{4})/, 4);

/** The newest password-reset code e-mailed to `to` (in the request's language). */
export const passwordResetCode = (to: string) =>
  codeFromOutbox(to, /(?:password reset code is|পাসওয়ার্ড রিসেট করার কোড):\s*(\d{6})/, 6);
