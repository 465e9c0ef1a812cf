import { expect, type APIRequestContext } from './test.ts';
import { activationCode } from './outbox.ts';

/** A new account through the sign-up API (the sign-up screens have their own test in accounts.spec.ts). */
export async function newAccount(
  request: APIRequestContext,
  baseURL: string,
  account: { name: string; email: string; password: string },
): Promise<void> {
  const headers = { origin: baseURL };
  const registered = await request.post('/api/users/auth/register', { headers, data: account });
  expect(registered.status()).toBe(201);
  const { activationToken } = (await registered.json()) as { activationToken: string };
  const activated = await request.post('/api/users/auth/activate', {
    headers,
    data: { activationToken, activationCode: await activationCode(account.email) },
  });
  expect(activated.status()).toBe(200);
}
