import { expect, test } from '@playwright/test';
import { onlineActorIds, setActorOnline } from '../support/api';

const tileOf = (id: number) => `[data-testid="actor-tile"][data-actor-id="${id}"]`;

test.describe('cams', () => {
  test('shows 30 online actors a page with picture, name, age and price', async ({ page }) => {
    await page.goto('/en/cams/');
    const tiles = page.getByTestId('actor-tile');
    await expect(tiles).toHaveCount(30);
    const first = tiles.first();
    await expect(first.locator('img')).toHaveAttribute('srcset', /320w.*640w.*1280w/);
    await expect(first).toContainText('/ min');
    await expect(page.getByTestId('cams-count')).toContainText('online');
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of');
  });

  test('actors going offline and online change the grid live, without a reload', async ({ page, request }) => {
    const online = await onlineActorIds(request, 1000);
    const kept = online.slice(0, 5);
    const others = online.slice(5);
    try {
      for (const id of others) await setActorOnline(request, id, false);
      await page.goto('/en/cams/');
      await expect(page.getByTestId('actor-tile')).toHaveCount(5);
      await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

      await setActorOnline(request, kept[0], false);
      await expect(page.locator(tileOf(kept[0]))).toHaveCount(0);
      await expect(page.getByTestId('actor-tile')).toHaveCount(4);

      await setActorOnline(request, others[0], true);
      await expect(page.locator(tileOf(others[0]))).toBeVisible();
      await expect(page.getByTestId('actor-tile')).toHaveCount(5);

      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    } finally {
      for (const id of online) await setActorOnline(request, id, true);
    }
  });
});
