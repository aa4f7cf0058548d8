import { expect, test, type APIRequestContext } from '@playwright/test';
import { guestBalance, guestIdOf, inviteToTicketShow, logInBrowser, signup, topUp } from '../support/api';
import { E2E_PORT } from '../support/ports';
import { confirmPurchase, purchaseQuestion } from '../support/purchase';

interface Show {
  id: number;
  actorId: number;
  actorName: string;
  price: { value: number };
  canBuy: boolean;
  hasStarted: boolean;
  isFree: boolean;
}

/** An upcoming show with a price: bought, it refunds in full when removed. */
async function upcomingShow(request: APIRequestContext): Promise<Show> {
  const response = await request.get(`http://localhost:${E2E_PORT}/rest/v1/camshows?first=100&status=upcoming`);
  const { shows } = (await response.json()) as { shows: Show[] };
  const show = shows.find((s) => s.canBuy && !s.isFree && s.price.value > 0);
  expect(show).toBeTruthy();
  return show!;
}


const balanceText = (coins: number) => new RegExp(`^${coins}\\b`);

test.describe('cam shows and tickets', () => {
  test('a guest with coins buys a ticket once, sees it on the show and gets the price back on removal', async ({ page, context, request }) => {
    const guest = await signup(request);
    const start = await topUp(request, guest.token);
    const show = await upcomingShow(request);
    expect(start).toBeGreaterThanOrEqual(show.price.value);
    await logInBrowser(context, guest);
    await page.goto('/en/cam-shows/');
    const balance = page.getByTestId('navbar-balance');
    await expect(balance).toHaveText(balanceText(start));

    const card = page.locator(`[data-testid="cam-show"][data-show-id="${show.id}"]`);
    const buy = card.getByRole('button', { name: /^Buy ticket for/ });
    // Two clicks at once: one purchase.
    await buy.dblclick();
    await confirmPurchase(page, show.price.value);
    await expect(card.getByText('You have a ticket')).toBeVisible();
    await expect(balance).toHaveText(balanceText(start - show.price.value));
    await expect(card.getByRole('button', { name: /^Buy ticket for/ })).toHaveCount(0);
    expect(await guestBalance(request, guest.token)).toBe(start - show.price.value);

    // The ticket is the guest's on the next visit too, and on the actor's profile.
    await page.reload();
    await expect(card.getByText('You have a ticket')).toBeVisible();
    await page.goto(`/en/amateur/${show.actorName.toLowerCase()}/`);
    await expect(page.getByTestId('ticket-notice')).toContainText(`You have a ticket for a show of ${show.actorName}.`);
    await page.getByTestId('ticket-notice').getByRole('link', { name: 'See the show' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/amateur/${show.actorName.toLowerCase()}/live-show/$`));
    const onProfile = page.locator(`[data-testid="cam-show"][data-show-id="${show.id}"]`);
    await expect(onProfile.getByText('You have a ticket')).toBeVisible();

    await onProfile.getByRole('button', { name: 'Remove ticket' }).click();
    await expect(onProfile.getByRole('group', { name: 'Remove your ticket?' })).toContainText('you get back the full price you paid');
    await onProfile.getByRole('button', { name: 'Yes, remove ticket' }).click();
    await expect(onProfile.getByTestId('ticket-removed')).toHaveText(`Ticket removed. ${show.price.value} VXC went back to your balance.`);
    await expect(balance).toHaveText(balanceText(start));
    expect(await guestBalance(request, guest.token)).toBe(start);
  });

  test('a guest with too few coins gets the moneycharge flow', async ({ page, context, request }) => {
    const guest = await signup(request);
    const show = await upcomingShow(request);
    await logInBrowser(context, guest);
    await page.goto('/en/cam-shows/');
    await expect(page.getByTestId('navbar-balance')).toHaveText(balanceText(0));
    const card = page.locator(`[data-testid="cam-show"][data-show-id="${show.id}"]`);
    await card.getByRole('button', { name: /^Buy ticket for/ }).click();
    await purchaseQuestion(page).getByRole('button', { name: 'Top up coins' }).click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Top up coins' })).toBeVisible();
    // The dialog is modal: the page behind it is hidden from the accessibility tree.
    await expect(card.getByTestId('ticket-error')).toHaveText('You do not have enough coins for this ticket.');
    expect(await guestBalance(request, guest.token)).toBe(0);
  });

  test('a private ticket-show invitation shows a toast', async ({ page, context, request }) => {
    const guest = await signup(request);
    const guestId = await guestIdOf(request, guest.token);
    const show = await upcomingShow(request);
    await logInBrowser(context, guest);
    await page.goto('/en/cam-shows/');
    await expect(page.getByTestId('navbar-balance')).toBeVisible();
    const toast = page.getByText(`${show.actorName} invites you to a private ticket show.`);
    // The socket session may still be starting: invite again until it arrives.
    await expect(async () => {
      await inviteToTicketShow(request, show.actorId, guestId);
      await expect(toast.first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('/de/cam-shows/ reads in German', async ({ page }) => {
    await page.goto('/de/cam-shows/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cam-Shows' })).toBeVisible();
    await expect(page).toHaveTitle('Cam-Shows | VisitX');
    await expect(page.getByTestId('cam-show').first()).toBeVisible();
    await expect(page.getByText('Läuft gerade').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Ticket für \d+ VXC kaufen$/ }).first()).toBeVisible();
  });
});
