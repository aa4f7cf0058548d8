import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInBrowser, onlineActorIds, signup, visitorQuery } from '../support/api';
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

/**
 * A page has rendered its content: the app's main area, no skeleton, nothing busy, the network quiet.
 * The app's main is found by its id, not its role: a MyVisitX page opens the login dialog for a
 * visitor at once and the modal hides the page from the accessibility tree (axe still checks the page
 * with it open), and until the handoff the server's first view has a main of its own.
 */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('#main-content')).toBeVisible();
  await expect(page.locator('[data-testid="skeleton"], main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** The TV and magazine samples: a series, one of its episodes, a blog category and an article. */
async function tvParams(request: APIRequestContext): Promise<{ series: string; key: string; episodeId: string; categoryId: string; slug: string }> {
  const rest = `${site}/rest/v1`;
  const mediathek = await request.post(`${rest}/tv/updateMediathek`, { data: {} });
  expect(mediathek.ok()).toBe(true);
  const { items } = (await mediathek.json()) as { items: { id: number; format: { key: string } }[] };
  const { featured } = await json<{ featured: { slug: string }[] }>(request, `${rest}/blog/pm?language=en`);
  return { series: items[0].format.key, key: items[0].format.key, episodeId: String(items[0].id), categoryId: '38', slug: featured[0].slug };
}

/**
 * A value for every route parameter, from the seed: an online actor with videos (one with a tag) and
 * an album, a category and a search word, a TV series and a magazine article. A route with a
 * parameter not listed here fails the test, so a new route cannot slip past the check.
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
    const { episodeId, ...tv } = await tvParams(request);
    return {
      actorName: name.toLowerCase(),
      videoId: String(videos[0].id),
      albumId: String(albums[0].id),
      tagGroup: tags[0].label,
      categorySlug: 'girls',
      searchPattern: tags[0].label,
      contestId: String((await json<{ id: number }>(request, `${rest}/contests/1`)).id),
      clashId: String((await visitorQuery<{ clashOfCams: { id: number } }>(request, '{ clashOfCams(id: 1) { id } }')).clashOfCams.id),
      gameSlug: (await json<{ slug: string }>(request, `${rest}/special/spit-or-swallow/config`)).slug,
      eventSlug: (await json<{ events: { type: string; slug: string }[] }>(request, `${rest}/special/get/events`)).events.find((event) => event.type === 'activity')!.slug,
      ...tv,
      // The TV video page shows an episode, not the actor's shop video.
      'tvVideo:videoId': episodeId,
    };
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
        const value = params[`${name}:${key}`] ?? params[key];
        expect(value, `a sample value for :${key} of ${name}`).toBeDefined();
        return encodeURIComponent(value);
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
