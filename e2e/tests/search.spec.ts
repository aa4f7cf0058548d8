import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page, type Request, type Response } from '@playwright/test';
import { visitorQuery } from '../support/api';

const searches = (requests: Request[]) =>
  requests.filter((r) => r.url().includes('/rest/v1/actorsearch/search')).map((r) => r.postDataJSON() as Record<string, any>);

test.describe('actor search', () => {
  test('a filter narrows the grid and starts again at page 1; sort is sent', async ({ page }) => {
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.goto('/en/cams/');
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
    const before = await page.getByTestId('cams-count').textContent();

    await page.getByLabel('Couples').check();
    await expect(page.getByTestId('cams-count')).not.toHaveText(before!);
    const filtered = searches(requests).at(-1)!;
    expect(filtered.page).toBe(1);
    expect(filtered.searchConditions.genderTypes).toEqual(['FM']);

    await page.getByLabel('Sort by').selectOption('date');
    await expect.poll(() => searches(requests).at(-1)?.sortType).toBe('date');
  });

  test('switching the search type and coming back keeps the filters', async ({ page }) => {
    await page.goto('/en/cams/');
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
    await page.getByLabel('Women', { exact: true }).check();
    await page.getByRole('tab', { name: 'New girls' }).click();
    await expect(page.getByRole('tab', { name: 'New girls' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'All cams' }).click();
    await expect(page.getByLabel('Women', { exact: true })).toBeChecked();
  });

  test('the zip lookup runs at exactly 5 characters, not at 4, and sorts by distance from it', async ({ page }) => {
    const lookups: string[] = [];
    const requests: Request[] = [];
    page.on('request', (r) => {
      requests.push(r);
      if (r.url().includes('/utility/getGeoLocationByZip/')) lookups.push(r.url());
    });
    await page.goto('/en/cams/');
    await page.getByRole('tab', { name: 'Near me' }).click();
    const zip = page.getByLabel('Zip code');
    await zip.fill('1011');
    const answer = page.waitForResponse((r) => r.url().includes('/getGeoLocationByZip/10115'));
    await zip.fill('10115');
    await answer;
    // A lookup at four characters would have gone out before this one, so no wait is needed to see it.
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toContain('/getGeoLocationByZip/10115');
    // The shipped postal-code dataset knows Berlin Mitte.
    const found = (await (await answer).json()) as { success: boolean; data: { lat: number; long: number } | null };
    expect(found.success).toBe(true);
    expect(Math.abs(found.data!.lat - 52.53)).toBeLessThan(0.2);
    expect(Math.abs(found.data!.long - 13.38)).toBeLessThan(0.2);
    await expect
      .poll(() => searches(requests).find((body) => body.forcedGuestZip === '10115')?.forcedGuestLocation)
      .toEqual(found.data);
    expect(searches(requests).find((body) => body.forcedGuestZip === '10115')?.sortType).toBe('distance');
  });

  test('a slow earlier answer never overwrites a newer one', async ({ page }) => {
    const totals = new Map<string, number>();
    let menAnswered!: () => void;
    const menAnswer = new Promise<void>((resolve) => (menAnswered = resolve));
    await page.route('**/rest/v1/actorsearch/search**', async (route) => {
      const genderTypes = (route.request().postDataJSON() as { searchConditions?: { genderTypes?: string[] } }).searchConditions?.genderTypes ?? [];
      const key = genderTypes.join(',');
      // The answer for couples is held back until the answer for men has been given.
      if (key === 'FM') await menAnswer;
      const response = await route.fetch();
      totals.set(key, ((await response.json()) as { totalHits: number }).totalHits);
      await route.fulfill({ response }).catch(() => undefined); // the page may have dropped the request meanwhile
      if (key === 'M') menAnswered();
    });
    await page.goto('/en/cams/');
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
    // Settled: the page got the late answer, or dropped the request (a cancelled query).
    const isCouples = (request: Request) => request.url().includes('/actorsearch/search') && JSON.stringify(request.postDataJSON()).includes('"FM"');
    const couplesSettled = new Promise<void>((resolve) => {
      page.on('requestfinished', (request) => isCouples(request) && resolve());
      page.on('requestfailed', (request) => isCouples(request) && resolve());
    });
    await page.getByLabel('Couples').check();
    await page.getByLabel('Couples').uncheck();
    await page.getByLabel('Men', { exact: true }).check();
    await expect.poll(() => totals.has('M')).toBe(true);
    await expect(page.getByTestId('cams-count')).toContainText(String(totals.get('M')));
    // The late answer has reached the page; two frames later it would be on screen if it won.
    await couplesSettled;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(totals.get('FM')).not.toBe(totals.get('M'));
    await expect(page.getByTestId('cams-count')).toContainText(String(totals.get('M')));
  });
});

test.describe('free chat', () => {
  test('/de/gratis-chat/ lists only actors offering a free chat', async ({ page }) => {
    // Bodies are read after the page settled: a handler still reading when the test ends fails it.
    const bodies: Promise<{ actors: { freeChat: boolean }[] }>[] = [];
    const onResponse = (response: Response) => {
      if (response.url().includes('/actorsearch/search')) bodies.push(response.json());
    };
    page.on('response', onResponse);
    await page.goto('/de/gratis-chat/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gratis-Chat');
    await expect(page.getByTestId('actor-tile').first()).toBeVisible();
    page.off('response', onResponse);
    const answers = await Promise.all(bodies);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.actors.every((actor) => actor.freeChat))).toBe(true);
    await page.goto('/es/chat-gratis/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chat gratis');
  });
});

test.describe('global search overlay', () => {
  const PHONE = { width: 375, height: 800 };
  const DESKTOP = { width: 1440, height: 900 };
  const HISTORY_KEY = 'vx.searchHistory';

  /** A returning visitor who has chosen cookies (functional or not) and passed the brand's modal. */
  async function settle(page: Page, functional: boolean): Promise<void> {
    await page.context().addCookies([
      { name: 'vx_consent', value: encodeURIComponent(JSON.stringify({ functional, analytics: false })), domain: 'localhost', path: '/' },
    ]);
    await page.addInitScript(() => window.sessionStorage.setItem('vx.brandModalClosed', '1'));
  }

  /** Seeded actors with a plain name that the global search answers with her first. */
  async function findableActors(request: APIRequestContext, count: number): Promise<string[]> {
    const names: string[] = [];
    for (let id = 1; id < 300 && names.length < count; id += 1) {
      const { name } = (await (await request.get(`/rest/v1/actor/getActorDataByIdOrName/${id}`)).json()) as { name: string };
      if (!/^[A-Za-z]{4,}$/.test(name)) continue;
      const found = await visitorQuery<{ globalSearch: { actors: { items: { name: string }[] } } }>(
        request,
        `{ globalSearch(searchPattern: "${name.toLowerCase()}") { actors { items { name } } } }`,
      );
      if (found.globalSearch.actors.items[0]?.name === name) names.push(name);
    }
    expect(names, 'seeded actors found first by their own name').toHaveLength(count);
    return names;
  }

  const searchButton = (page: Page) => page.getByTestId('navbar').getByRole('button', { name: 'Search' });
  const field = (page: Page) => page.getByRole('combobox', { name: 'Search models, videos, series and the magazine' });
  const status = (page: Page) => page.getByTestId('search-overlay').getByRole('status');
  const firstActor = (page: Page) => page.getByRole('group', { name: 'Models' }).getByRole('option').first();
  const historyOptions = (page: Page) => page.getByRole('group', { name: 'Recent searches' }).getByRole('option');

  /** The serious and critical accessibility violations in the open search menu. */
  async function overlayViolations(page: Page): Promise<string[]> {
    const results = await new AxeBuilder({ page }).include('#navbar-menu-search').analyze();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }

  async function openSearch(page: Page) {
    await searchButton(page).click();
    await expect(field(page)).toBeFocused();
  }

  /**
   * A search submitted with Enter: it leads to the videos' result page. Its heading shows the new
   * page has been rendered: a menu opened while the navigation is still pending closes when it lands.
   */
  async function submit(page: Page, pattern: string) {
    await openSearch(page);
    await field(page).fill(pattern);
    await field(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en/search/videos/${pattern}/$`));
    await expect(page.getByRole('heading', { level: 1, name: `Videos for “${pattern}”` })).toBeVisible();
  }

  for (const viewport of [PHONE, DESKTOP]) {
    test(`a seeded actor found by her name and opened with the keyboard, at ${viewport.width} px`, async ({ page, request }) => {
      const [name] = await findableActors(request, 1);
      await page.setViewportSize(viewport);
      await settle(page, true);
      await page.goto('/en/');

      await searchButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(field(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(field(page)).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field(page)).toBeFocused();

      await page.keyboard.type(name.toLowerCase());
      await expect(firstActor(page)).toContainText(name);
      await expect(status(page)).toHaveText(new RegExp(`^\\d+ results? for “${name.toLowerCase()}”$`));
      // The overlay fits the viewport: nothing scrolls sideways, the panel is within both edges.
      const panel = (await page.getByRole('dialog', { name: 'Search' }).boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      await page.keyboard.press('ArrowDown');
      await expect(field(page)).toHaveAttribute('aria-activedescendant', (await firstActor(page).getAttribute('id'))!);
      await expect(firstActor(page)).toHaveAttribute('aria-selected', 'true');
      expect(await overlayViolations(page)).toEqual([]);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/en/amateur/${name.toLowerCase()}/$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);
    });
  }

  test('the newest pattern’s answer is shown when an earlier one comes late', async ({ page, request }) => {
    const [first, second] = (await findableActors(request, 2)).map((name) => name.toLowerCase());
    const searchFor = (request: Request, pattern: string) =>
      request.method() === 'POST' &&
      (request.postDataJSON() as { query?: string; variables?: { searchPattern?: string } } | null)?.variables?.searchPattern === pattern &&
      (request.postData() ?? '').includes('globalSearch');
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    // The first pattern's answer is held back until the second's is on the screen.
    await page.route('**/vxql?**', async (route) => {
      if (searchFor(route.request(), first)) await firstHeld;
      await route.continue();
    });
    await settle(page, true);
    await page.goto('/en/');
    await openSearch(page);

    const firstAsked = page.waitForRequest((request) => searchFor(request, first));
    await field(page).fill(first);
    await firstAsked;
    // Settled: the page got the late answer, or dropped the request.
    const firstSettled = new Promise<void>((resolve) => {
      page.on('requestfinished', (request) => searchFor(request, first) && resolve());
      page.on('requestfailed', (request) => searchFor(request, first) && resolve());
    });
    await field(page).fill(second);
    await expect(firstActor(page)).toContainText(second, { ignoreCase: true });
    await expect(status(page)).toContainText(`for “${second}”`);

    releaseFirst();
    await firstSettled;
    // The late answer has reached the page; two frames later it would be on screen if it won.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(firstActor(page)).toContainText(second, { ignoreCase: true });
    await expect(status(page)).toContainText(`for “${second}”`);
  });

  test('the history keeps no 2-letter search and the latest 3 distinct ones, newest first', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await settle(page, true);
    await page.goto('/en/');
    await openSearch(page);
    await field(page).fill('ab');
    await field(page).press('Enter');
    await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/$/);
    await page.keyboard.press('Escape');

    for (const pattern of ['lena', 'mira', 'lena', 'kara']) await submit(page, pattern);
    await openSearch(page);
    await expect(historyOptions(page)).toHaveText(['kara', 'lena', 'mira']);
    expect(await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null'), HISTORY_KEY)).toEqual(['kara', 'lena', 'mira']);

    // Stored with functional consent: the next visit has it.
    await page.reload();
    await openSearch(page);
    await expect(historyOptions(page)).toHaveText(['kara', 'lena', 'mira']);
    expect(await overlayViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Clear history' }).click();
    await expect(historyOptions(page)).toHaveCount(0);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), HISTORY_KEY)).toBeNull();
  });

  test('without functional consent nothing is stored and the history lasts the page only', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await settle(page, false);
    await page.goto('/en/');
    for (const pattern of ['lena', 'mira']) await submit(page, pattern);
    const stored = await page.evaluate(() => Object.entries(window.localStorage).filter(([key, value]) => /search|lena|mira/i.test(`${key} ${value}`)));
    expect(stored).toEqual([]);
    await openSearch(page);
    await expect(historyOptions(page)).toHaveText(['mira', 'lena']);

    await page.reload();
    await openSearch(page);
    await expect(historyOptions(page)).toHaveCount(0);
  });
});
