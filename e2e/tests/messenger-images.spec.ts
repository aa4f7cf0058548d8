import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { logInBrowser, onlineActorIds, signup } from '../support/api';
import { messengerContent, openChannel, openConversation } from '../support/messenger';

/** A PNG drawn here (8-bit RGB, a red-to-blue gradient): the server must decode and re-encode it. */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => [Math.round((255 * x) / width), 80, Math.round((255 * y) / height)]).flat()]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Chooses a file through the composer's "Send a picture" button, as the guest does. */
async function attach(page: Page, pane: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await pane.getByRole('button', { name: 'Send a picture' }).click();
  await (await chooser).setFiles(file);
}

/** Records whether the pending message ever showed the chosen file: the ack may come within a frame. */
async function watchPreview(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const w = window as unknown as { __previewSeen?: boolean };
    w.__previewSeen = false;
    const check = () => {
      const preview = document.querySelector<HTMLImageElement>('[data-testid="messenger-message"][aria-busy="true"] [data-testid="messenger-image-preview"]');
      if (preview?.src.startsWith('blob:')) w.__previewSeen = true;
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  return () => page.evaluate(() => Boolean((window as unknown as { __previewSeen?: boolean }).__previewSeen));
}

/** Whether the <img> has been decoded into a picture (an object URL of a real JPEG). */
const decoded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test.describe(`messenger pictures at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a picture shows pending from the chosen file, then its thumbnail; the full picture opens in a dialog and closes', async ({ page, context, request }) => {
      const [actor] = await onlineActorIds(request, 1);
      const guest = await signup(request);
      await logInBrowser(context, guest);
      const pane = await openConversation(page, actor!);
      const sawPreview = await watchPreview(page);
      const fullRequests: string[] = [];
      page.on('request', (sent) => {
        if (/\/messenger\/image\/\d+$/.test(new URL(sent.url()).pathname)) fullRequests.push(sent.url());
      });

      await attach(page, pane, { name: 'gradient.png', mimeType: 'image/png', buffer: pngOf(64, 48) });
      const open = pane.getByRole('button', { name: 'Your picture: Open the full picture' });
      await expect(open).toBeVisible();
      const thumbnail = open.getByTestId('messenger-image');
      await expect(thumbnail).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => decoded(thumbnail)).toBe(true);
      expect(await sawPreview()).toBe(true);
      await expect(pane.locator('[data-testid="messenger-message"][aria-busy="true"]')).toHaveCount(0);
      await expect(pane.getByTestId('messenger-image-preview')).toHaveCount(0);
      // The thumbnail only: the full picture waits for the guest's press.
      expect(fullRequests).toEqual([]);

      await open.click();
      const dialog = page.getByRole('dialog', { name: 'Your picture' });
      await expect(dialog).toBeVisible();
      const full = dialog.getByTestId('messenger-image-full');
      await expect(full).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => decoded(full)).toBe(true);
      expect(fullRequests).toHaveLength(1);
      const box = await full.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();

      await open.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close the picture' }).click();
      await expect(dialog).toHaveCount(0);

      const stored = await messengerContent(request, guest.token, (await openChannel(request, guest.token, actor!)).id);
      expect(stored.messages).toHaveLength(1);
    });

    test('a file of another type shows why and sends nothing', async ({ page, context, request }) => {
      const [actor] = await onlineActorIds(request, 1);
      const guest = await signup(request);
      await logInBrowser(context, guest);
      const pane = await openConversation(page, actor!);
      const uploads: string[] = [];
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && sent.url().includes('/image')) uploads.push(sent.url());
      });

      // A GIF: refused before any upload.
      await attach(page, pane, { name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary') });
      await expect(pane.getByRole('alert')).toHaveText('Only JPEG, PNG or WebP pictures can be sent.');
      expect(uploads).toEqual([]);

      // A text file named .png: the browser calls it a PNG, the server's sniffing refuses it.
      await attach(page, pane, { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('these are not the pixels you are looking for') });
      await expect(pane.getByRole('alert')).toHaveText('The picture could not be uploaded. Please try again.');
      expect(uploads).toHaveLength(1);

      await expect(pane.getByTestId('messenger-message')).toHaveCount(0);
      const stored = await messengerContent(request, guest.token, (await openChannel(request, guest.token, actor!)).id);
      expect(stored.messages).toEqual([]);
    });
  });
}
