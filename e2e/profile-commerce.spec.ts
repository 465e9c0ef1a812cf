import { expect, test, type Page } from './support/test.ts';

// Seeded catalogue (server/db/seed/catalogue): no other spec wishlists, carts or buys this course.
const GRAPHIC = 'Graphic Design Masterclass: Colour, Type and Layout';
const LEARNER = { email: 'learner@pathshala.test', password: 'learner123' };

async function signIn(page: Page) {
  const res = await page.request.post('/api/users/auth/login', { data: LEARNER });
  expect(res.ok()).toBe(true);
}

test.describe('profile wishlist', () => {
  test('a course wishlisted from its page stays wishlisted after a reload and shows in /profile/wishlist', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/courses?title=${encodeURIComponent('Graphic')}`);
    await page.getByTestId('course-card').filter({ hasText: GRAPHIC }).click();
    await expect(page.getByRole('heading', { level: 1, name: GRAPHIC })).toBeVisible();
    await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}$/);

    const add = page.getByRole('button', { name: 'Add to Wishlist' });
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await add.click();
    await expect(page.getByText('Added to wishlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: GRAPHIC })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/profile/wishlist');
    const item = page.getByTestId('wishlist-item').filter({ hasText: GRAPHIC });
    await expect(item).toBeVisible();
    await expect(item.getByRole('button', { name: `Add to Cart: ${GRAPHIC}` })).toBeVisible();
  });
});
