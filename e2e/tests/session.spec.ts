import { expect, test, type Page } from '@playwright/test';
import { signup } from '../support/api';
import { E2E_PORT, INTERNAL_SECRET } from '../support/ports';
import { e2eServerEnv } from '../support/server-env';

/**
 * Issue 7: access tokens live seconds here (ACCESS_TOKEN_TTL_SECONDS=10 on a server of this spec's
 * own), so a guest who stays logged in across reloads and several expiries proves the silent renewal.
 */
const PORT = E2E_PORT + 50;
const base = `http://localhost:${PORT}`;
const TTL_SECONDS = 10;

let system: { stop(): Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // @ts-expect-error -- a plain ES module of the repo's scripts, without types
  const { startSystem } = await import('../../scripts/lib/system.mjs');
  system = await startSystem({
    port: PORT,
    stdio: 'ignore',
    env: { ...e2eServerEnv(40), ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) },
  });
});
test.afterAll(async () => system?.stop());

async function logIn(page: Page, guest: { email: string; password: string }) {
  await page.goto(`${base}/en/?flow=login`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(guest.email);
  await dialog.getByLabel('Password').fill(guest.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('navbar-balance')).toHaveText(/^0\b/);
}

test.describe('tokens and sessions', () => {
  test('a logged-in guest stays logged in across reloads and access-token expiries; the token is never in a URL or in storage', async ({ page, request }) => {
    test.setTimeout(120_000);
    const guest = await signup(request, `${base}/rest/v1`);
    const renewals: string[] = [];
    const tokenInUrl: string[] = [];
    const unauthorized: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rest/v1/vxpay/session')) renewals.push(r.method());
      if (/access_token|accessToken/i.test(r.url())) tokenInUrl.push(r.url());
    });
    page.on('response', (r) => {
      if (r.status() === 401) unauthorized.push(r.url());
    });
    page.on('websocket', (ws) => {
      if (/access_token/.test(ws.url())) tokenInUrl.push(ws.url());
    });

    await logIn(page, guest);
    await page.reload();
    await expect(page.getByTestId('navbar-balance')).toHaveText(/^0\b/);

    // Three lifetimes pass; the shell renews before each expiry, the socket keeps its session.
    await page.waitForTimeout(TTL_SECONDS * 3 * 1000);
    expect(renewals.length).toBeGreaterThanOrEqual(3);

    // Paying needs a valid token on REST, and the new balance arrives on the socket's session.
    await page.getByRole('button', { name: 'Top up' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /40 coins/ }).click();
    await page.frameLocator('[data-testid="moneycharge-checkout"]').getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('moneycharge-success')).toBeVisible();
    await expect(page.getByTestId('navbar-balance')).toHaveText(/^40\b/);

    await page.reload();
    await expect(page.getByTestId('navbar-balance')).toHaveText(/^40\b/);
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
    expect(stored).not.toMatch(/[A-Za-z0-9_-]{43}/);
    expect(await page.evaluate(() => document.cookie)).not.toContain('vx_refresh');
    expect(tokenInUrl).toEqual([]);
    expect(unauthorized).toEqual([]);
  });

  test('logging out ends the login: a reload stays logged out', async ({ page, request }) => {
    const guest = await signup(request, `${base}/rest/v1`);
    await logIn(page, guest);
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('navbar-balance')).toHaveCount(0);
  });

  test('locking the guest ends the open page\'s login at once, and a reload stays logged out', async ({ page, request }) => {
    const guest = await signup(request, `${base}/rest/v1`);
    await logIn(page, guest);
    const profile = await request.get(`${base}/rest/v1/guest/profile/get`, { headers: { Authorization: `Bearer ${guest.token}` } });
    const { id } = ((await profile.json()) as { profile: { id: number } }).profile;
    const locked = await request.post(`${base}/rest/v1/internal/guest/${id}/lock`, { headers: { 'x-internal-secret': INTERNAL_SECRET } });
    expect(locked.ok()).toBe(true);
    // The socket says so; the shell's renewal is refused (account_locked) and the page reloads as a visitor.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByTestId('navbar-balance')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
