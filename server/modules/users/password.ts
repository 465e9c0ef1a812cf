import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at 7 MiB of memory and 5 passes: one of the configurations OWASP's Password Storage Cheat Sheet lists as
 * equal in strength to its minimum of 19 MiB and 2 passes (the library's default, used before decision 0058). Each hash
 * holds its memory while it runs, so the smaller memory cost keeps every sign-in, sign-up and password change from
 * raising the server's peak memory, for no more CPU time (figures in decision 0058). Hashes made before keep their own
 * parameters (they are written in the hash) and still verify.
 */
const PASSWORD_HASH_OPTIONS = { memoryCost: 7168, timeCost: 5, parallelism: 1 } as const satisfies Options;

export const hashPassword = (password: string) => hash(password, PASSWORD_HASH_OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
