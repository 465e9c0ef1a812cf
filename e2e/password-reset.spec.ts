import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';
import { newAccount } from './support/accounts.ts';
import { passwordResetCode } from './support/outbox.ts';

test.describe('password reset', () => {
  test('forgot password: the e-mailed code sets a new password, ends the other sessions and signs in', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const email = `reset-${Date.now()}@example.com`;
    await newAccount(page.request, baseURL!, { name: 'Sumaiya Rahman', email, password: 'old-secret-1' });

    // another device is signed in with the old password
    const other = await browser.newContext({ baseURL });
    const otherPage = await other.newPage();
    await otherPage.goto('/');
    await otherPage.getByRole('button', { name: 'Sign In' }).first().click();
    const otherLogin = otherPage.getByRole('dialog', { name: 'Welcome back' });
    await otherLogin.getByLabel('Email').fill(email);
    await otherLogin.getByLabel('Password').fill('old-secret-1');
    await otherLogin.getByRole('button', { name: 'Sign In' }).click();
    await expect(otherPage.getByRole('link', { name: 'My profile' })).toBeVisible();

    // this device forgot the password
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByRole('dialog', { name: 'Welcome back' }).getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Reset your password' });
    await forgot.getByLabel('Email').fill(email);
    await forgot.getByRole('button', { name: 'Send code' }).click();
    const reset = page.getByRole('dialog', { name: 'Set a new password' });
    await expect(reset).toContainText(`If an account uses ${email}, we have sent it a 6-digit code.`);
    expect(
      (await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()).violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      ),
    ).toEqual([]);
    const code = await passwordResetCode(email);

    // a wrong code is refused with the attempts left
    await reset.getByLabel('Code from the email').fill(code === '000000' ? '111111' : '000000');
    await reset.getByLabel('New password', { exact: true }).fill('new-secret-2');
    await reset.getByLabel('Confirm new password').fill('new-secret-2');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Invalid code. 4 attempts left.')).toBeVisible();

    // the right code
    await reset.getByLabel('Code from the email').fill(code);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed. You are now signed in.')).toBeVisible();
    await expect(reset).toBeHidden();
    await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Sumaiya Rahman' })).toBeVisible();

    // the other device's session has ended
    await otherPage.goto('/profile');
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Sign in to see your profile' })).toBeVisible();
    // and the old password no longer works, the new one does
    const headers = { origin: baseURL! };
    expect(
      (
        await other.request.post('/api/users/auth/login', { headers, data: { email, password: 'old-secret-1' } })
      ).status(),
    ).toBe(400);
    expect(
      (
        await other.request.post('/api/users/auth/login', { headers, data: { email, password: 'new-secret-2' } })
      ).status(),
    ).toBe(200);
    await other.close();
  });
});
