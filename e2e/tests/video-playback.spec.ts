import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { logInBrowser, signup, topUp } from '../support/api';
import { E2E_PORT } from '../support/ports';
import { confirmPurchase } from '../support/purchase';
import { E2E_VOD_GRANT_SECONDS } from '../support/server-env';

const origin = `http://localhost:${E2E_PORT}`;
const rest = `${origin}/rest/v1`;
/** e2e/support/server-env.ts: VOD_PREVIEW_SECONDS. */
const PREVIEW_SECONDS = 4;

interface ListVideo {
  id: number;
  duration: number;
  ageRating: number;
  price: { value: number };
  model: { name: string };
}
interface Stream {
  url: string;
  isPreview: boolean;
  previewSeconds: number;
  needsToken: boolean;
}

/** A paid video that is not VIP, not age-checked (18) and longer than the preview: one a guest buys and then plays whole. */
async function paidVideo(request: APIRequestContext, skip = 0): Promise<ListVideo> {
  const filter = JSON.stringify({ types: ['premium'], excludedTypes: ['vip'] });
  const response = await request.get(`${rest}/videos/filtered?filter=${encodeURIComponent(filter)}&order=newest&pageSize=100`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: ListVideo[] };
  const fitting = items.filter((video) => video.ageRating < 18 && video.duration > PREVIEW_SECONDS + 8 && video.price.value > 0 && video.price.value < 500);
  expect(fitting.length).toBeGreaterThan(skip);
  return fitting[skip]!;
}

const pagePath = (video: ListVideo) => `/en/amateur/${video.model.name.toLowerCase()}/videos/${video.id}/`;

async function streamOf(request: APIRequestContext, videoId: number, token?: string): Promise<Stream> {
  const response = await request.get(`${rest}/video/${videoId}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { stream: Stream }).stream;
}

const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);

test.describe('video playback', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a bought video plays past the preview length', async ({ page, context, request }) => {
    const video = await paidVideo(request, 0);
    const guest = await signup(request);
    await topUp(request, guest.token);
    await logInBrowser(context, guest);
    await page.goto(pagePath(video));
    const player = page.getByTestId('video-player');
    await expect(player).toHaveAttribute('data-preview', 'true');
    await page.getByTestId('buy-button').click();
    await confirmPurchase(page);
    await expect(page.getByTestId('media-state')).toHaveAttribute('data-state', 'bought');
    // The detail is fetched again and the player switches to the whole video.
    await expect(player).toHaveAttribute('data-preview', 'false');
    await page.getByTestId('big-play').click();
    const element = page.getByTestId('video-element');
    await expect.poll(() => currentTime(element), { timeout: 60_000 }).toBeGreaterThan(PREVIEW_SECONDS + 1.5);
    await expect(page.getByTestId('preview-end')).toHaveCount(0);
  });

  test('an unbought video stops at the preview end and shows the incentives', async ({ page, context, request }) => {
    const video = await paidVideo(request, 1);
    const guest = await signup(request);
    await logInBrowser(context, guest);
    await page.goto(pagePath(video));
    await page.getByTestId('big-play').click();
    const end = page.getByTestId('preview-end');
    await expect(end).toBeVisible({ timeout: 60_000 });
    const element = page.getByTestId('video-element');
    expect(await currentTime(element)).toBeLessThanOrEqual(PREVIEW_SECONDS + 0.5);
    expect(await element.evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
    // A new guest has no coins: a top-up first, then the purchase.
    const incentives = end.getByTestId('preview-incentives').locator('[data-incentive]');
    await expect(incentives).toHaveCount(2);
    await expect(incentives.first()).toHaveAttribute('data-incentive', 'videoPreviewPayment');
    await expect(end.getByRole('button', { name: 'Top up coins' })).toBeVisible();
  });

  test("another guest's or an expired media URL is refused", async ({ request }) => {
    const video = await paidVideo(request, 2);
    const [buyer, other] = [await signup(request), await signup(request)];
    await topUp(request, buyer.token);
    const bought = await request.post(`${rest}/video/${video.id}/buy`, { headers: { Authorization: `Bearer ${buyer.token}` }, data: { idempotencyKey: `e2e-vod-${video.id}-${Date.now()}` } });
    expect(bought.ok()).toBe(true);
    const stream = await streamOf(request, video.id, buyer.token);
    expect(stream).toMatchObject({ isPreview: false, needsToken: true });
    const master = `${origin}${stream.url}`;
    // Pending encodes answer 503 for a while; the buyer's own request is served.
    await expect.poll(async () => (await request.get(master, { headers: { Authorization: `Bearer ${buyer.token}` } })).status(), { timeout: 60_000 }).toBe(200);
    const stolen = await request.get(master, { headers: { Authorization: `Bearer ${other.token}` } });
    expect(stolen.status()).toBe(403);
    expect(((await stolen.json()) as { error: { code: string } }).error.code).toBe('vod_grant_not_yours');
    const anonymous = await request.get(master);
    expect(anonymous.status()).toBe(403);
    // An expired or altered grant is refused before anything else.
    const url = new URL(master);
    const grant = url.searchParams.get('grant')!;
    url.searchParams.set('grant', `${grant.slice(0, -2)}${grant.endsWith('A') ? 'B' : 'A'}`);
    const forged = await request.get(url.href, { headers: { Authorization: `Bearer ${buyer.token}` } });
    expect([forged.status(), ((await forged.json()) as { error: { code: string } }).error.code]).toEqual([403, 'vod_grant_invalid']);
    // The buyer's own URL, once its time is up, is refused too.
    await new Promise((resolve) => setTimeout(resolve, (E2E_VOD_GRANT_SECONDS + 1) * 1000));
    const expired = await request.get(master, { headers: { Authorization: `Bearer ${buyer.token}` } });
    expect([expired.status(), ((await expired.json()) as { error: { code: string } }).error.code]).toEqual([403, 'vod_grant_invalid']);
  });
});
