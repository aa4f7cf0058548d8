import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../support/ports';

const amora = `http://amora.localhost:${E2E_PORT}`;

/** The stage name of a seeded actor as the API spells it, with its capitals. */
async function actorName(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const response = await request.get(`http://localhost:${E2E_PORT}/rest/v1/actor/getActorDataByIdOrName/1`);
  return ((await response.json()) as { name: string }).name;
}

/** The server answers by the brand's route tables (server/docs/foundation.md, Pages). */
test.describe('page status and canonical URLs', () => {
  test('an unknown path answers 404 with the localized not-found page, kept out of search indexes', async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht/');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found').getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('known pages answer 200 and are indexable, in their own language’s slugs', async ({ page }) => {
    for (const path of ['/en/', '/de/neue-girls/', '/es/terminos-del-servicio/', '/nl/videos/alle-videos/']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    }
  });

  test('the other brand answers by its own route tables', async ({ page }) => {
    // Amora composes mf-media; which remotes a brand leaves out is checked in server/src/domains/brands/page-status.test.ts.
    expect((await page.goto(`${amora}/en/feed/`))?.status()).toBe(200);
    expect((await page.goto(`${amora}/en/tv/livestream/`))?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('a profile of an actor who does not exist answers 404', async ({ page }) => {
    const response = await page.goto('/en/amateur/nobody-has-this-name/');
    expect(response?.status()).toBe(404);
  });

  test('a profile URL with capitals or without its trailing slash is moved (301) to the lowercase one, query kept', async ({ page, request }) => {
    const name = await actorName(request);
    expect(name).not.toBe(name.toLowerCase());
    for (const path of [`/en/amateur/${name}/`, `/en/amateur/${name}`]) {
      const response = await page.goto(`${path}?scrollTo=prices`);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toContain(path);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/en/amateur/${name.toLowerCase()}/?scrollTo=prices`);
    }
    const moved = await request.get(`http://localhost:${E2E_PORT}/en/amateur/${name}`, { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/en/amateur/${name.toLowerCase()}/`);
    const cams = await request.get(`http://localhost:${E2E_PORT}/en/cams`, { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(cams.headers().location).toBe('/en/cams/');
  });
});
