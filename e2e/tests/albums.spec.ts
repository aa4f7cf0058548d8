import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { guestBalance, logInBrowser, signup, topUp } from '../support/api';
import { E2E_PORT } from '../support/ports';
import { confirmPurchase } from '../support/purchase';

const rest = `http://localhost:${E2E_PORT}/rest/v1`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface ListedAlbum {
  id: number;
  free: boolean;
  isVipContent: boolean;
  pictureCount: number;
  price: { value: number };
}

async function json<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`${rest}/${path}`, { headers: token ? bearer(token) : {} });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The first seeded album that fits, with its actor's lower-case name (the profile's URL form). */
async function findAlbum(request: APIRequestContext, fits: (album: ListedAlbum) => boolean) {
  for (let actorId = 1; actorId <= 40; actorId++) {
    const { albums } = await json<{ albums: ListedAlbum[] }>(request, `actor/${actorId}/albums`);
    const album = albums.find(fits);
    if (album) {
      const { name } = await json<{ name: string }>(request, `actor/getActorDataByIdOrName/${actorId}`);
      return { name: name.toLowerCase(), album };
    }
  }
  throw new Error('no fitting album in the seed');
}

/** A free album with at least a few pictures: anyone may open, rate and comment it. */
const freeAlbum = (request: APIRequestContext) => findAlbum(request, (album) => album.free && album.pictureCount >= 3);

const albumPath = (name: string, albumId: number) => `/en/amateur/${name}/pictures/${albumId}/`;

/** A new guest's comment on an album, posted through the API as the comment form would. */
async function commentAs(request: APIRequestContext, albumId: number, text: string) {
  const guest = await signup(request);
  const response = await request.post(`${rest}/gallery/postComment`, { headers: bearer(guest.token), data: { albumId, text } });
  expect(response.status()).toBe(200);
}

/** The comment total as the heading shows it, "(7)". */
const totalText = (total: number) => new RegExp(`^\\s*\\(${total.toLocaleString('en')}\\)\\s*$`);

const noHorizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('albums: buying, comments, ratings, picture viewer (mf-media albumDetail)', () => {
  test('a double click on Buy charges the album once; the pictures open and the balance shown updates', async ({ page, request }) => {
    const guest = await signup(request);
    const before = await topUp(request, guest.token);
    const { name, album } = await findAlbum(request, (a) => !a.free && !a.isVipContent && a.price.value > 0 && a.price.value <= before);
    await logInBrowser(page.context(), guest);
    await page.goto(albumPath(name, album.id));
    const shown = Math.min(14, album.pictureCount);
    await expect(page.locator('[data-testid="album-picture"][data-locked="true"]')).toHaveCount(shown);
    const buy = page.getByTestId('buy-button');
    await expect(buy).toHaveText(`Buy for ${album.price.value} VXC`);
    // Two clicks in one task, before React can disable the button: the harshest double click.
    await buy.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await confirmPurchase(page, album.price.value);
    await expect(page.getByTestId('media-state')).toHaveAttribute('data-state', 'bought');
    await expect(page.locator('[data-testid="album-picture"][data-locked="false"]')).toHaveCount(shown);
    await expect(page.getByTestId('navbar-balance')).toHaveText(new RegExp(`^${before - album.price.value}\\b`));
    await page.waitForLoadState('networkidle');
    expect(await guestBalance(request, guest.token)).toBe(before - album.price.value);
    // A bought picture opens in the viewer.
    await page.getByRole('link', { name: 'Picture 1', exact: true }).click();
    await expect(page.getByTestId('viewer-image')).toBeVisible();
    await expect(page.getByTestId('viewer-image')).toHaveAttribute('src', /\/media\/picture\/\d+\/1280\.svg\?guest=\d+/);
  });

  test('comments: 5 shown, 5 more per click; a posted comment goes first, the total grows by one and the form goes', async ({ page, request }) => {
    const { name, album } = await freeAlbum(request);
    // Six other guests comment (one comment per guest and album).
    for (let n = 1; n <= 6; n++) await commentAs(request, album.id, `Comment number ${n}`);
    const { data } = await json<{ data: { commentsTotal: number } }>(request, `gallery/getComments?albumId=${album.id}`);
    const total = data.commentsTotal;
    expect(total).toBeGreaterThanOrEqual(6);

    await logInBrowser(page.context(), await signup(request));
    await page.goto(albumPath(name, album.id));
    const comments = page.getByTestId('album-comment');
    await expect(page.getByTestId('comments-total')).toHaveText(totalText(total));
    await expect(comments).toHaveCount(5);
    await expect(comments.first().getByTestId('album-comment-text')).toHaveText('Comment number 6');
    await page.getByRole('button', { name: 'Show 5 more' }).click();
    await expect(comments).toHaveCount(Math.min(10, total));

    const field = page.getByLabel('Your comment');
    await field.fill('A lovely set of pictures');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.first().getByTestId('album-comment-text')).toHaveText('A lovely set of pictures');
    await expect(page.getByTestId('comments-total')).toHaveText(totalText(total + 1));
    await expect(comments).toHaveCount(Math.min(11, total + 1));
    await expect(field).toHaveCount(0);
    // The server agrees: after a reload the comment is first and the form stays away.
    await page.reload();
    await expect(comments.first().getByTestId('album-comment-text')).toHaveText('A lovely set of pictures');
    await expect(page.getByTestId('comments-total')).toHaveText(totalText(total + 1));
    await expect(page.getByLabel('Your comment')).toHaveCount(0);
  });

  test('HTML in a comment is inert: shown as text, no element, no script, no dialog', async ({ page, request }) => {
    const { name, album } = await freeAlbum(request);
    const stored = '<img src=x onerror="window.__pwned = 1; alert(1)">';
    await commentAs(request, album.id, stored);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await logInBrowser(page.context(), await signup(request));
    await page.goto(albumPath(name, album.id));
    const comments = page.getByTestId('album-comment');
    await expect(comments.first().getByTestId('album-comment-text')).toHaveText(stored);
    // Posted through the form too.
    const typed = '<script>window.__pwned = 2</script><b onmouseover="alert(2)">bold</b>';
    await page.getByLabel('Your comment').fill(typed);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await expect(comments.first().getByTestId('album-comment-text')).toHaveText(typed);
    await comments.first().hover();
    await expect(page.getByTestId('album-comments').locator('img, script, b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('album rating: like then dislike replace the counts and flags with the server answer', async ({ page, request }) => {
    const { name, album } = await freeAlbum(request);
    await logInBrowser(page.context(), await signup(request));
    await page.goto(albumPath(name, album.id));
    // Logged in (the shell renews the session on load), else a click asks for the login instead.
    await expect(page.getByTestId('navbar-balance')).toBeVisible();
    const rating = page.getByTestId('album-rating');
    const like = rating.getByTestId('rate-like');
    const dislike = rating.getByTestId('rate-dislike');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const count = async (id: string) => Number((await rating.getByTestId(id).textContent())!.replace(/\D/g, ''));
    const [likes, dislikes] = [await count('rate-likes'), await count('rate-dislikes')];

    type Rated = { data: { guestRatingLikes: number; guestRatingDislikes: number } };
    const rated = () => page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/gallery/setGuestRating') && response.request().method() === 'POST');
    const [liked] = await Promise.all([rated(), like.click()]);
    const afterLike = ((await liked.json()) as Rated).data;
    expect(afterLike.guestRatingLikes).toBe(likes + 1);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(rating.getByTestId('rate-likes')).toHaveText(afterLike.guestRatingLikes.toLocaleString('en'));
    await expect(rating.getByTestId('rate-dislikes')).toHaveText(afterLike.guestRatingDislikes.toLocaleString('en'));

    const [disliked] = await Promise.all([rated(), dislike.click()]);
    const afterDislike = ((await disliked.json()) as Rated).data;
    // The like moved to the dislikes: replaced, not added.
    expect(afterDislike).toMatchObject({ guestRatingLikes: likes, guestRatingDislikes: dislikes + 1 });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(dislike).toHaveAttribute('aria-pressed', 'true');
    await expect(rating.getByTestId('rate-likes')).toHaveText(likes.toLocaleString('en'));
    await expect(rating.getByTestId('rate-dislikes')).toHaveText((dislikes + 1).toLocaleString('en'));
  });

  test('picture viewer: → and ← turn the picture, Escape closes it and focus returns to the picture that opened it', async ({ page, request }) => {
    const { name, album } = await freeAlbum(request);
    await page.goto(albumPath(name, album.id));
    const opener = page.getByRole('link', { name: 'Picture 2', exact: true });
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByTestId('picture-viewer');
    const image = viewer.getByTestId('viewer-image');
    await expect(image).toHaveAttribute('data-position', '2');
    await page.keyboard.press('ArrowRight');
    await expect(image).toHaveAttribute('data-position', '3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(image).toHaveAttribute('data-position', '1');
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  for (const width of [375, 1440]) {
    test(`the album page has no horizontal overflow at ${width} px, with comments, form and viewer`, async ({ page, request }) => {
      const { name, album } = await freeAlbum(request);
      await commentAs(request, album.id, 'A comment long enough to wrap on a narrow screen, with a long word: Pinselstrichverwandlungskunstwerk');
      await page.setViewportSize({ width, height: 900 });
      await logInBrowser(page.context(), await signup(request));
      await page.goto(albumPath(name, album.id));
      await expect(page.getByTestId('album-detail')).toBeVisible();
      await expect(page.getByTestId('album-comment').first()).toBeVisible();
      await expect(page.getByLabel('Your comment')).toBeVisible();
      await expect(page.getByTestId('album-picture').first()).toBeVisible();
      expect(await noHorizontalOverflow(page)).toBe(true);
      await page.getByRole('link', { name: 'Picture 1', exact: true }).click();
      await expect(page.getByTestId('viewer-image')).toBeVisible();
      const box = (await page.getByTestId('viewer-image').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await noHorizontalOverflow(page)).toBe(true);
    });
  }
});
