import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from './ports';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;

/** The shell's question before coins are spent (one dialog for every purchase). */
export const purchaseQuestion = (page: Page) => page.getByTestId('purchase-confirm');

/** Says yes to the question before coins are spent; with a price, checks that the dialog names it. */
export async function confirmPurchase(page: Page, price?: number): Promise<void> {
  const yes = purchaseQuestion(page).getByTestId('purchase-confirm-yes');
  if (price !== undefined) await expect(yes).toHaveText(`Pay ${price} VXC`);
  await yes.click();
  await expect(purchaseQuestion(page)).toHaveCount(0);
}

export interface PaidVideo {
  id: number;
  price: number;
  path: string;
}

/** Paid videos of the seed a new guest does not own, cheapest first, each at most `maxPrice` coins. */
export async function paidVideos(request: APIRequestContext, maxPrice: number, count: number): Promise<PaidVideo[]> {
  const found: PaidVideo[] = [];
  for (let actorId = 1; actorId <= 40 && found.length < count; actorId++) {
    const response = await request.get(`${rest}/actor/${actorId}/videos`);
    expect(response.ok()).toBe(true);
    const { videos } = (await response.json()) as { videos: { id: number; free: boolean; isBought: boolean; price: { value: number } }[] };
    const video = videos.find((v) => !v.free && !v.isBought && v.price.value > 0 && v.price.value <= maxPrice);
    if (!video) continue;
    const actor = (await (await request.get(`${rest}/actor/getActorDataByIdOrName/${actorId}`)).json()) as { name: string };
    found.push({ id: video.id, price: video.price.value, path: `/en/amateur/${actor.name.toLowerCase()}/videos/${video.id}/` });
  }
  expect(found, `${count} paid videos of at most ${maxPrice} coins in the seed`).toHaveLength(count);
  return found;
}
