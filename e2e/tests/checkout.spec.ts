import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signup } from '../support/api';
import { recordCspEvents, reportedViolations, watchCsp } from '../support/csp';
import { E2E_PORT } from '../support/ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;

/** A started top-up of 9.99 € (40 coins) and its checkout address, as the moneycharge flow opens it. */
async function checkoutUrl(request: APIRequestContext): Promise<string> {
  const guest = await signup(request);
  const started = await request.post(`${rest}/vxpay/moneycharge`, { data: { packageId: 'eur-999' }, headers: { authorization: `Bearer ${guest.token}` } });
  expect(started.ok()).toBe(true);
  return ((await started.json()) as { checkoutUrl: string }).checkoutUrl;
}

/** The browser's own look of a button, on an unstyled page of the same browser. */
async function defaultButtonBackground(page: Page): Promise<string> {
  const blank = await page.context().newPage();
  await blank.setContent('<button type="submit">Pay</button>');
  const color = await blank.locator('button').evaluate((button) => getComputedStyle(button).backgroundColor);
  await blank.close();
  return color;
}

test.beforeEach(async ({ context }) => {
  await recordCspEvents(context);
});

/** The demo provider's checkout is a styled payment page of the brand, within its own CSP. */
for (const { width, height } of [{ width: 375, height: 740 }, { width: 1440, height: 900 }]) {
  for (const brand of [{ host: 'localhost', name: 'VisitX' }, { host: 'amora.localhost', name: 'Amora' }]) {
    test(`at ${width} px on ${brand.name}: brand, amount, method, Pay and Cancel, styled, no CSP violation`, async ({ page, request }) => {
      await page.setViewportSize({ width, height });
      const violations = watchCsp(page);
      const path = await checkoutUrl(request);
      await page.goto(`http://${brand.host}:${E2E_PORT}${path}`);

      await expect(page.getByText(`Payment to ${brand.name}`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByText('9.99 €').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
      const pay = page.getByRole('button', { name: 'Pay 9.99 €' });
      const cancel = page.getByRole('button', { name: 'Cancel' });
      await expect(pay).toBeVisible();
      await expect(cancel).toBeVisible();

      // The stylesheet applied: the Pay button is not the browser's, and both buttons are large targets inside the page.
      const style = await pay.evaluate((button) => ({ backgroundColor: getComputedStyle(button).backgroundColor, color: getComputedStyle(button).color }));
      expect(style.backgroundColor).not.toBe(await defaultButtonBackground(page));
      expect(style.color).toBe('rgb(255, 255, 255)');
      for (const button of [pay, cancel]) {
        const box = (await button.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect([...violations, ...(await reportedViolations(page))]).toEqual([]);
    });
  }
}
