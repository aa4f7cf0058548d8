import { expect, test, type Request, type Response } from '@playwright/test';

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
