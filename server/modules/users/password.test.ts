import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashes', () => {
  it('are argon2id at 7 MiB and 5 passes, one lane (decision 0058)', async () => {
    const made = await hashPassword('correct horse battery staple');
    expect(made).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(await verifyPassword(made, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(made, 'correct horse battery stapler')).toBe(false);
  });

  it('made before, at 19 MiB and 2 passes, still verify', async () => {
    const earlier = await hash('old secret'); // the library's defaults, as hashed before decision 0058
    expect(earlier).toMatch(/\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(earlier, 'old secret')).toBe(true);
    expect(await verifyPassword(earlier, 'other')).toBe(false);
  });

  it('verify nothing for an account without a password or with a damaged hash', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('$argon2id$broken', 'anything')).toBe(false);
  });
});
