import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInBrowser, onlineActorIds, signup } from '../support/api';
import { E2E_PORT } from '../support/ports';

const site = `http://localhost:${E2E_PORT}`;
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 740 },
];

type RouteTable = Record<string, Record<'de' | 'en' | 'nl' | 'es', string>>;

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

/** The serious and critical violations of what the page shows now, each with its first elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** A page has rendered its content: its main area, no skeleton, nothing busy, the network quiet. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[data-testid="skeleton"], main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/**
 * A value for every route parameter, from the seed: an online actor with videos (one with a tag) and
 * an album, a category and a search word. A route with a parameter not listed here fails the test,
 * so a new route cannot slip past the check.
 */
async function sampleParams(request: APIRequestContext): Promise<Record<string, string>> {
  const rest = `${site}/rest/v1`;
  for (const actorId of await onlineActorIds(request, 60)) {
    const { videos } = await json<{ videos: { id: number }[] }>(request, `${rest}/actor/${actorId}/videos`);
    const { albums } = await json<{ albums: { id: number }[] }>(request, `${rest}/actor/${actorId}/albums`);
    if (videos.length === 0 || albums.length === 0) continue;
    const { tags } = await json<{ tags: { label: string }[] }>(request, `${rest}/video/${videos[0].id}`);
    if (tags.length === 0) continue;
    const { name } = await json<{ name: string }>(request, `${rest}/actor/getActorDataByIdOrName/${actorId}`);
    return { actorName: name.toLowerCase(), videoId: String(videos[0].id), albumId: String(albums[0].id), tagGroup: tags[0].label, categorySlug: 'girls', searchPattern: tags[0].label };
  }
  throw new Error('no online actor with videos, a tag and an album in the seed');
}

/**
 * Every page of the main brand in English: each route of the shell's table and of every remote the
 * brand composes, read from what the server publishes, plus the not-found page.
 */
async function everyPage(request: APIRequestContext): Promise<string[]> {
  const params = await sampleParams(request);
  const brand = await json<{ remotes: { routes: RouteTable }[] }>(request, `${site}/brand.json`);
  const shell = await json<RouteTable>(request, `${site}/routes.json`);
  const tables = [shell, ...brand.remotes.map((remote) => remote.routes)];
  const paths = tables.flatMap((table) =>
    Object.entries(table).map(([name, slugs]) =>
      `/en/${slugs.en.replace(/:(\w+)/g, (_, key: string) => {
        expect(params[key], `a sample value for :${key} of ${name}`).toBeDefined();
        return encodeURIComponent(params[key]);
      })}`,
    ),
  );
  // German slugs too, as this check has always opened a category in German.
  return [...paths, '/de/kategorien/girls/', '/en/this-page-does-not-exist/'];
}

/** No serious or critical axe violation on any page of the main brand, at a desktop's and a phone's width. */
for (const viewport of WIDTHS) {
  test(`every page at ${viewport.width} px has no serious or critical accessibility violations`, async ({ page, request }) => {
    test.setTimeout(420_000);
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const path of await everyPage(request)) {
      await page.goto(path);
      await settled(page);
      found.push(...(await seriousViolations(page)).map((violation) => `${path} ${violation}`));
    }
    expect(found).toEqual([]);
  });

  test(`the login, signup and moneycharge dialogs at ${viewport.width} px have no serious or critical accessibility violations`, async ({ page, context, request }) => {
    await page.setViewportSize(viewport);
    const found: string[] = [];
    const dialog = page.getByRole('dialog');
    for (const flow of ['login', 'signup']) {
      await page.goto(`/en/?flow=${flow}`);
      await expect(dialog.getByRole('textbox').first()).toBeVisible();
      found.push(...(await seriousViolations(page)).map((violation) => `${flow} ${violation}`));
    }
    await logInBrowser(context, await signup(request));
    await page.goto('/en/?flow=moneycharge');
    await expect(dialog.getByRole('button', { name: /40 coins/ })).toBeVisible();
    found.push(...(await seriousViolations(page)).map((violation) => `moneycharge ${violation}`));
    expect(found).toEqual([]);
  });
}
