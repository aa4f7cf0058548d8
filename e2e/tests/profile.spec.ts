import { expect, test, type APIRequestContext } from '@playwright/test';
import { logInBrowser, onlineActorIds, signup } from '../support/api';
import { E2E_PORT } from '../support/ports';

interface Profile {
  id: number;
  name: string;
  bannedCountryCodes: string[];
  chatRatings: { lastNinetyDays: { countRatings: number } };
}

async function profiles(request: APIRequestContext, count = 60): Promise<Profile[]> {
  const ids = (await onlineActorIds(request, 1000)).slice(0, count);
  return Promise.all(
    ids.map(async (id) => (await (await request.get(`http://localhost:${E2E_PORT}/rest/v1/actor/getActorDataByIdOrName/${id}`)).json()) as Profile),
  );
}

const profilePath = (language: string, name: string) => `/${language}/amateur/${name.toLowerCase()}/`;

test.describe('actor profile', () => {
  test('opens from the cams grid and reads in two languages', async ({ page }) => {
    await page.goto('/en/cams/');
    const tile = page.getByTestId('actor-tile').first();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await tile.getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/amateur\/[a-z0-9_-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The router navigates: the app is not loaded again.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(page.getByText('Prices', { exact: true })).toBeVisible();
    const name = new URL(page.url()).pathname.split('/')[3];
    await page.goto(`/de/amateur/${name}/`);
    await expect(page.getByText('Preise', { exact: true })).toBeVisible();
  });

  test('chat ratings show at 10 ratings or more and are hidden below', async ({ page, request }) => {
    const all = await profiles(request);
    const few = all.find((p) => p.chatRatings.lastNinetyDays.countRatings < 10 && p.bannedCountryCodes.length === 0);
    const many = all.find((p) => p.chatRatings.lastNinetyDays.countRatings >= 10 && p.bannedCountryCodes.length === 0);
    expect(few && many).toBeTruthy();
    await page.goto(profilePath('en', many!.name));
    await expect(page.getByText('Chat ratings (last 90 days)')).toBeVisible();
    await page.goto(profilePath('en', few!.name));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Chat ratings (last 90 days)')).toHaveCount(0);
  });

  test('a guest from a banned country sees the actor as unavailable, without prices', async ({ page, request }) => {
    // Public addresses geoip-lite places in these countries; the server trusts 127.0.0.1 as its proxy (system.mjs).
    const addressIn: Record<string, string> = { AT: '80.110.0.1', CH: '81.62.0.1', DE: '217.160.0.1', ES: '88.0.0.1', NL: '194.109.0.1' };
    const banned = (await profiles(request)).find((p) => p.bannedCountryCodes.some((code) => code in addressIn));
    expect(banned).toBeTruthy();
    const address = addressIn[banned!.bannedCountryCodes.find((code) => code in addressIn)!];
    // The address a proxy in front of the server would report for this visitor.
    await page.route('**/rest/v1/actor/getActorDataByIdOrName/**', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
    );
    await page.goto(profilePath('en', banned!.name));
    await expect(page.getByText('This amateur is not available in your country.')).toBeVisible();
    await expect(page.getByText('Prices', { exact: true })).toHaveCount(0);
  });

  test('pinning an actor shows on another open tab through the socket', async ({ browser, request }) => {
    const guest = await signup(request);
    const [actor] = await profiles(request, 1);
    const context = await browser.newContext();
    await logInBrowser(context, guest);
    const first = await context.newPage();
    const second = await context.newPage();
    for (const tab of [first, second]) await tab.goto(profilePath('en', actor.name));
    const pin = (tab: typeof first) => tab.getByRole('button', { name: `Add ${actor.name} to favourites` });
    const unpin = (tab: typeof first) => tab.getByRole('button', { name: `Remove ${actor.name} from favourites` });
    await expect(pin(second)).toBeVisible();
    await pin(first).click();
    await expect(unpin(second)).toBeVisible();
    await unpin(second).click();
    await expect(pin(first)).toBeVisible();
    await context.close();
  });

  test('a pinned actor offers email and SMS alerts that are stored', async ({ browser, request }) => {
    const guest = await signup(request);
    const [actor] = await profiles(request, 1);
    const context = await browser.newContext();
    await logInBrowser(context, guest);
    const page = await context.newPage();
    await page.goto(profilePath('en', actor.name));
    await expect(page.getByRole('switch', { name: 'by e-mail' })).toHaveCount(0);
    await page.getByRole('button', { name: `Add ${actor.name} to favourites` }).click();
    // The account menu counts the pinned favourites that are online (the actor is online).
    await page.getByRole('button', { name: 'My account' }).click();
    await expect(page.getByTestId('favourites-online')).toHaveText('♥ 1 of 1 favourites online');
    await page.keyboard.press('Escape');
    const email = page.getByRole('switch', { name: 'by e-mail' });
    await expect(email).not.toBeChecked();
    await email.check();
    await expect
      .poll(async () => {
        const response = await request.get(`http://localhost:${E2E_PORT}/rest/v1/actor/getActorDataByIdOrName/${actor.id}`, { headers: { Authorization: `Bearer ${guest.token}` } });
        return ((await response.json()) as { modelGuestRelation: { notifyEmail: boolean } }).modelGuestRelation.notifyEmail;
      })
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'by e-mail' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'by SMS' })).not.toBeChecked();
    await context.close();
  });

  test('shows a breadcrumb trail from the start page to the actor section', async ({ page, request }) => {
    const [actor] = await profiles(request, 1);
    await page.goto(`/de/amateur/${actor.name.toLowerCase()}/ueber-mich/`);
    const trail = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await expect(trail.getByRole('link', { name: actor.name })).toHaveAttribute('href', profilePath('de', actor.name));
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Über mich');
    await trail.getByRole('link', { name: actor.name }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath('de', actor.name)}$`));
  });
});
