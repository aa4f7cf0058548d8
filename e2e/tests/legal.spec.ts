import { expect, test } from '@playwright/test';

test.describe('legal pages with translated slugs', () => {
  test('German terms of service at /de/agb/', async ({ page }) => {
    await page.goto('/de/agb/');
    await expect(page.getByTestId('legal-html')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('legal-version')).toContainText('Version');
  });

  test('Spanish data protection at /es/proteccion-de-datos/ and the English slug elsewhere 404s', async ({ page }) => {
    await page.goto('/es/proteccion-de-datos/');
    await expect(page.getByTestId('legal-html')).toBeVisible();
    await page.goto('/es/data-protection/');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('the footer links to the legal pages in the page language', async ({ page }) => {
    await page.goto('/nl/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href="/nl/algemene-voorwaarden/"]')).toBeVisible();
    await expect(footer.locator('a[href="/nl/privacybeleid/"]')).toBeVisible();
  });
});
