import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { onlineActorIds } from '../support/api';
import { E2E_PORT } from '../support/ports';

async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** No serious or critical axe violations on the pages guests meet first. */
for (const path of ['/en/', '/en/cams/', '/de/kategorien/girls/', '/en/terms-of-service/']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('an actor profile has no serious or critical accessibility violations', async ({ page, request }) => {
  const [id] = await onlineActorIds(request, 1);
  const actor = (await (await request.get(`http://localhost:${E2E_PORT}/rest/v1/actor/getActorDataByIdOrName/${id}`)).json()) as { name: string };
  await page.goto(`/en/amateur/${actor.name.toLowerCase()}/`);
  await expect(page.getByTestId('prices')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
