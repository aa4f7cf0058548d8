import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** No serious or critical axe violations on the pages guests meet first. */
for (const path of ['/en/', '/en/cams/', '/de/kategorien/girls/', '/en/terms-of-service/']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
