import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test.ts';
import { activationCode } from './support/outbox.ts';
import { png } from './support/png.ts';

const ADMIN = { email: 'admin@pathshala.test', password: 'admin-password-123' };

async function openSignIn(page: Page) {
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  return page.getByRole('dialog', { name: 'Welcome back' });
}

async function signIn(page: Page, email: string, password: string) {
  const dialog = await openSignIn(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
}

test.describe('accounts', () => {
  test('sign up with the e-mailed code, sign in, edit the profile, change the password, sign out', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = `learner-${Date.now()}@example.com`;
    const password = 'first-secret-1';
    // The page's clock runs naturally, and can jump over the re-authentication block after the logout below.
    await page.clock.install();
    await page.goto('/');

    // sign up
    const login = await openSignIn(page);
    await login.getByRole('button', { name: 'Sign up' }).click();
    const signup = page.getByRole('dialog', { name: 'Create your account' });
    await signup.getByLabel('Name').click();
    await signup.getByLabel('Email').click();
    await expect(signup.getByText('Please enter your name!')).toBeVisible();
    await signup.getByLabel('Name').fill('Rafiq Islam');
    await signup.getByLabel('Email').fill(email);
    await signup.getByLabel('Password').fill(password);
    await signup.getByRole('button', { name: 'Sign Up' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify your account' });
    await expect(verify.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
    const code = await activationCode(email);

    // an incomplete code turns the boxes red and sends nothing; a wrong one is refused by the server
    const boxes = verify.getByRole('textbox', { name: /Digit \d of 4/ });
    await boxes.first().click();
    await page.keyboard.type(code.slice(0, 2));
    await verify.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(boxes.first()).toHaveAttribute('aria-invalid', 'true');
    const wrong = code === '0000' ? '1111' : '0000';
    // paste into the first box fills all four
    await boxes.first().focus();
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      document.activeElement!.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, wrong);
    await expect(boxes.nth(3)).toHaveValue(wrong[3]!);
    await verify.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(boxes.first()).toHaveAttribute('aria-invalid', 'true');

    // type the real code box by box (Backspace clears the last one first)
    await boxes.nth(3).click();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(3)).toHaveValue('');
    await boxes.first().click();
    await page.keyboard.type(code);
    await expect(boxes.nth(3)).toHaveValue(code[3]!);
    await verify.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Account activated successfully!')).toBeVisible();

    // sign in from the Login view the activation opened
    const again = page.getByRole('dialog', { name: 'Welcome back' });
    await again.getByLabel('Email').fill(email);
    await again.getByLabel('Password').fill(password);
    await again.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    const avatar = page.getByRole('link', { name: 'My profile' });
    await expect(avatar).toBeVisible();
    await expect(avatar.getByTestId('user-initials')).toHaveText('RI');
    await expect(avatar.getByTestId('online-dot')).toBeVisible();

    // the profile
    await avatar.click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rafiq Islam' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    // the shell's sonner toasts (richColors) are checked where the Toaster is owned, not here
    expect(
      (await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()).violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      ),
    ).toEqual([]);

    // edit the profile and upload an avatar
    await page.goto('/profile?section=1');
    // the page's own requests (the bell, the socket) settle before typing, as a reader's eyes would
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Last Name').fill('Hossain');
    await expect(page.getByLabel('Last Name')).toHaveValue('Hossain');
    await page.getByLabel('Phone Number').fill('01712345678');
    await page.getByLabel('Timezone').selectOption('London');
    await page.getByLabel('Bio').fill('Learning every day.');
    await page.getByLabel('Website').fill('https://rafiq.example.com');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Rafiq Hossain' })).toBeVisible();

    await page
      .getByLabel('Profile Picture: Choose image')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
    await expect(page.getByText('Profile picture updated successfully!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'My profile' }).locator('img')).toHaveAttribute(
      'src',
      /\/uploads\/.+\.webp$/,
    );

    // a low-end device (learner-side §9: 4 GB of memory or less) loads the half-size copy of the same picture
    const lowEnd = await browser.newContext({ storageState: await page.context().storageState() });
    await lowEnd.addInitScript(() => Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 2 }));
    const lowEndPage = await lowEnd.newPage();
    await lowEndPage.goto('/');
    await expect(lowEndPage.locator('html')).toHaveClass(/\blow-end\b/);
    const smallAvatar = lowEndPage.getByRole('link', { name: 'My profile' }).locator('img');
    await expect(smallAvatar).toHaveAttribute('src', /\/uploads\/avatars\/[\w-]+\.sm\.webp$/);
    await expect.poll(() => smallAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    await lowEnd.close();
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: 'My profile' })
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(400);

    await page.reload();
    await expect(page.getByLabel('Timezone')).toHaveValue('London');
    await expect(page.getByLabel('Phone Number')).toHaveValue('01712345678');

    // change the password
    await page.getByRole('tab', { name: 'Password & Security' }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await page.getByLabel('Current Password').fill(password);
    await page.getByLabel('New Password', { exact: true }).fill('second-secret-2');
    await page.getByLabel('Confirm New Password').fill('second-secret-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password changed successfully.')).toBeVisible();

    // log out, then sign in with the new password
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .first()
      .getByRole('button', { name: 'Log Out' })
      .click();
    await expect(page.getByText('Logged out successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'My profile' })).toHaveCount(0);
    await page.clock.fastForward(5200); // re-authentication is blocked for about 5 s after a logout
    await signIn(page, email, 'second-secret-2');
  });

  test('an expired access token is refreshed without the user noticing', async ({ page, context }) => {
    await page.goto('/');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/profile?section=2');
    await expect(page.getByRole('heading', { level: 2, name: 'Enrolled Courses' })).toBeVisible();

    const cookies = await context.cookies();
    expect(cookies.some((c) => c.name === 'access_token')).toBe(true);
    await context.clearCookies({ name: 'access_token' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Enrolled Courses' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Administrator' })).toBeVisible();
    await expect(page.getByText('Sign in to see your profile')).toHaveCount(0);
    expect((await context.cookies()).some((c) => c.name === 'access_token')).toBe(true);
  });

  test('the seeded admin sees the Admin Dashboard section', async ({ page }) => {
    await page.goto('/');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/profile');
    const nav = page.getByRole('navigation', { name: 'Profile sections' }).first();
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  test('a visitor on /profile is asked to sign in', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to see your profile' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  });
});
