import { expect, test } from '@playwright/test';
import { logInBrowser, onlineActorIds, signup, topUp } from '../support/api';

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test.describe(`floating notifications at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a top-up card leaves the messenger composer clickable, closes, and steps aside by itself', async ({ page, context, request }) => {
      const [actor] = await onlineActorIds(request, 1);
      const guest = await signup(request);
      await topUp(request, guest.token);
      await topUp(request, guest.token);
      await logInBrowser(context, guest);
      await page.goto(`/en/messenger/?actor=${actor}`);
      const pane = page.getByTestId('messenger-conversation-pane');
      const cards = page.getByTestId('floating-notifications').getByRole('listitem');
      await expect(cards.first()).toBeVisible();

      // A mouse click on the composer's controls must reach them, not a card.
      await pane.getByRole('textbox', { name: 'Your message' }).click();
      await pane.getByRole('textbox', { name: 'Your message' }).fill('Hi');
      await pane.getByRole('button', { name: 'Send', exact: true }).click({ trial: true, timeout: 5_000 });

      const count = await cards.count();
      await cards.first().getByRole('button', { name: 'Close notification' }).click();
      await expect(cards).toHaveCount(count - 1);
      // A card under the resting pointer waits (hover pauses it): move the pointer off the cards.
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await expect(cards).toHaveCount(0, { timeout: 15_000 });
    });
  });
}
