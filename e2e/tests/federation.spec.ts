import { expect, test } from '@playwright/test';
import { remotePort } from '../support/ports';
import { REACT_HOOK_SCRIPT } from '../support/react-hook';

const chatOrigin = `http://localhost:${remotePort(1)}`;

test.describe('remotes composed at runtime', () => {
  test('the start page loads no remote; the cams page loads mf-chat only when visited', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      const port = Number(new URL(request.url()).port);
      if (port > remotePort(0) && port <= remotePort(6)) remoteRequests.push(request.url());
    });
    await page.goto('/en/');
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
    await page.goto('/en/cams/');
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
    expect(remoteRequests.some((url) => url.startsWith(chatOrigin))).toBe(true);
    expect(remoteRequests.every((url) => url.startsWith(chatOrigin))).toBe(true);
  });

  test('exactly one React runs in the page, with a remote loaded', async ({ page }) => {
    await page.addInitScript(REACT_HOOK_SCRIPT);
    await page.goto('/en/cams/');
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
    const copies = await page.evaluate(
      () => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
    expect(copies).toBe(1);
  });

  test('an unreachable remote shows its fallback while the navbar and other pages keep working', async ({ page }) => {
    await page.route(`${chatOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/en/cams/');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('This area cannot be loaded right now.');
    await expect(page.getByRole('banner')).toBeVisible();

    await page.goto('/en/terms-of-service/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The remote comes back: the fallback's retry loads it without a reload of the page.
    await page.goto('/en/cams/');
    await expect(fallback).toBeVisible();
    await page.unroute(`${chatOrigin}/**`);
    await fallback.getByRole('button').click();
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
  });

  test('the fallback is localized', async ({ page }) => {
    await page.route(`${chatOrigin}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/de/cams/');
    await expect(page.getByTestId('remote-fallback')).toContainText('Dieser Bereich kann gerade nicht geladen werden.');
  });
});
