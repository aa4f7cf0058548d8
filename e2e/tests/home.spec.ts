import { expect, test, type Page } from '@playwright/test';
import { setActorOnline } from '../support/api';

const HEADLINES = {
  en: 'Online now',
  de: 'Jetzt online',
  nl: 'Nu online',
  es: 'Conectadas ahora',
} as const;

test.describe('start page', () => {
  for (const [language, onlineNow] of Object.entries(HEADLINES)) {
    test(`shows server data in ${language}`, async ({ page }) => {
      await page.goto(`/${language}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { name: onlineNow })).toBeVisible();
      await expect(page.getByTestId('actor-tile').first()).toBeVisible();
      await expect(page.getByTestId('video-tile').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('preloads the scripts it starts with, and only those', async ({ page }) => {
    const unused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('was preloaded using link preload but not used')) unused.push(message.text());
    });
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto('/en/');
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
    const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toContainEqual(expect.stringMatching(/^\/bootstrap\.[0-9a-f]+\.js$/));
    for (const path of preloaded) expect(scripts).toContain(path);
    // Chromium reports a preload still unused a few seconds after the load event (its own timer).
    await page.waitForTimeout(4_000);
    expect(unused).toEqual([]);
  });

  test('shows skeletons while the lists load', async ({ page }) => {
    await page.route('**/rest/v1/tileGrid/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    // Loaded as the first page, the start page has its lists inlined (first-view.spec.ts); reached
    // from another page, it asks for them.
    await page.goto('/en/terms-of-service/');
    await page.getByTestId('navbar').getByRole('link', { name: 'VisitX' }).click();
    await expect(page.getByTestId('skeleton').first()).toBeVisible();
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
  });

  test('works at 375 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/en/');
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  for (const width of [375, 1440]) {
    test(`the navbar's menus open, take focus and close with Escape and with a press beside them at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/en/');
      const language = page.getByRole('button', { name: 'Language: English' });
      await language.click();
      const panel = page.getByRole('dialog', { name: 'Language' });
      await expect(panel.getByRole('link', { name: /Deutsch/ })).toBeVisible();
      await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(language).toBeFocused();

      await language.click();
      await expect(panel).toBeVisible();
      // A press beside the panel (it keeps 48 px free on phones) only closes it: what is under it is not opened.
      await page.mouse.click(20, 600);
      await expect(panel).toBeHidden();
      await expect(page).toHaveURL(/\/en\/$/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('scrollTo scrolls to the element with that id', async ({ page }) => {
    await page.goto('/en/?scrollTo=main-content');
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.getElementById('main-content')!.getBoundingClientRect().top)).toBeLessThan(120);
  });

  test('an unknown path shows the localized 404 page', async ({ page }) => {
    await page.goto('/de/gibt-es-nicht/');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  });

  test('"Online now" stays full as actors go offline: their places are refilled from the server, without a layout jump', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/');
    const grid = page.getByRole('list', { name: 'Online now' });
    const tiles = grid.getByTestId('actor-tile');
    await expect(tiles).toHaveCount(12);
    const shown = await tiles.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-actor-id'))));
    const leaving = [shown[1], shown[4], shown[7], shown[10]];
    const height = (await grid.boundingBox())!.height;
    try {
      for (const id of leaving) await setActorOnline(request, id, false);
      for (const id of leaving) await expect(grid.locator(`[data-actor-id="${id}"]`)).toHaveCount(0);
      // Refilled: a full grid again (today it stayed at 8, a ragged row), the others in their places.
      await expect(tiles).toHaveCount(12);
      const now = await tiles.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-actor-id'))));
      for (const [index, id] of shown.entries()) if (!leaving.includes(id)) expect(now[index]).toBe(id);
      expect((await grid.boundingBox())!.height).toBe(height);
    } finally {
      for (const id of leaving) await setActorOnline(request, id, true);
    }
  });

  /** The links of every tile of every list on the start page. */
  const tileLinks = (page: Page) =>
    page.locator('main li[data-testid$="-tile"]').evaluateAll((tiles) =>
      tiles.map((tile) => ({ kind: tile.getAttribute('data-testid'), href: tile.querySelector('a')?.getAttribute('href') ?? null })),
    );

  for (const width of [375, 1440]) {
    test(`every tile of every list links to its page, and following one opens it, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en/');
      await expect(page.getByTestId('video-tile')).toHaveCount(12);
      await expect(page.getByTestId('actor-tile')).toHaveCount(12);
      const links = await tileLinks(page);
      for (const { kind, href } of links) {
        if (kind === 'actor-tile') expect(href).toMatch(/^\/en\/amateur\/[a-z0-9_-]+\/$/);
        else expect(href).toMatch(/^\/en\/amateur\/[a-z0-9_-]+\/videos\/\d+\/$/);
      }

      const video = page.getByTestId('video-tile').nth(2);
      const title = (await video.locator('a > div').nth(1).textContent())!;
      await video.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${links.filter((link) => link.kind === 'video-tile')[2]!.href}$`));
      await expect(page.getByTestId('video-detail')).toBeVisible();
      await expect(page.getByTestId('video-detail').getByRole('heading', { name: title })).toBeVisible();

      await page.goBack();
      const actor = page.getByTestId('actor-tile').nth(3);
      const href = (await actor.getByRole('link').getAttribute('href'))!;
      await actor.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(href.split('/')[3]!, 'i'));
    });
  }
});
