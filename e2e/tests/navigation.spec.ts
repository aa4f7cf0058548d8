import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { logInBrowser, onlineActorIds, signup } from '../support/api';
import { E2E_PORT } from '../support/ports';

/** The three brand hosts (brands.spec.ts): the main brand, the Spanish-market variant and the other brand. */
const ORIGINS = {
  main: `http://localhost:${E2E_PORT}`,
  es: `http://es.localhost:${E2E_PORT}`,
  amora: `http://amora.localhost:${E2E_PORT}`,
} as const;
type Brand = keyof typeof ORIGINS;
const LANGUAGES = ['de', 'en', 'nl', 'es'] as const;
const CATEGORIES = { de: 'kategorien', en: 'categories', nl: 'categorieen', es: 'categorias' } as const;
const CATEGORY_SLUGS = ['girls', 'men', 'couples', 'lesbians', 'gays', 'trans'];
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

/** A visitor who has chosen cookies and passed the brand's modals: the page as a returning guest sees it. */
async function settle(page: Page, origin: string): Promise<void> {
  const { hostname } = new URL(origin);
  await page.context().addCookies([
    { name: 'vx_consent', value: encodeURIComponent(JSON.stringify({ functional: false, analytics: false })), domain: hostname, path: '/' },
    { name: 'forcedAvs', value: '1', domain: hostname, path: '/' },
  ]);
  await page.addInitScript(() => window.sessionStorage.setItem('vx.brandModalClosed', '1'));
}

async function openMenu(page: Page) {
  await page.getByTestId('navbar').getByRole('button', { name: /menu|Menü|menú/i }).first().click();
  const menu = page.getByTestId('navi-menu');
  await expect(menu).toBeVisible();
  return menu;
}

/** logInBrowser for a brand's own host: the refresh cookie is the host's (cookies of localhost do not reach es.localhost). */
async function logInOn(context: BrowserContext, guest: { refreshToken: string }, origin: string): Promise<void> {
  await logInBrowser(context, guest);
  const domain = new URL(origin).hostname;
  if (domain !== 'localhost') {
    await context.addCookies([{ name: 'vx_refresh', value: guest.refreshToken, domain, path: '/rest/v1/vxpay/session', httpOnly: true, sameSite: 'Strict', secure: false }]);
  }
}

const hrefsOf = async (page: Page) => page.getByTestId('navi-menu').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

test.describe('navigation lists every section the brand composes', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the menu links every page and category of the main brand, each a real page (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await settle(page, ORIGINS.main);
      await page.goto(`${ORIGINS.main}/en/`);
      await openMenu(page);
      const hrefs = await hrefsOf(page);
      for (const path of ['/en/cams/', '/en/free-chat/', '/en/new-girls/', '/en/cam-shows/', '/en/top-cams/', '/en/videos/', '/en/videos/new-videos/', '/en/feed/']) {
        expect(hrefs).toContain(path);
      }
      for (const slug of CATEGORY_SLUGS) expect(hrefs).toContain(`/en/categories/${slug}/`);
      expect(hrefs.length).toBeGreaterThan(15);
      // No link leads to a page that is not built: every one renders a page, none the not-found one.
      if (viewport === DESKTOP) {
        for (const href of hrefs) {
          await page.goto(`${ORIGINS.main}${href}`);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.getByTestId('not-found')).toHaveCount(0);
        }
      }
    });
  }

  test('a category link opens its page, in every language of the Spanish-market variant', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await settle(page, ORIGINS.es);
    for (const language of LANGUAGES) {
      await page.goto(`${ORIGINS.es}/${language}/`);
      await openMenu(page);
      const hrefs = await hrefsOf(page);
      for (const slug of CATEGORY_SLUGS) expect(hrefs).toContain(`/${language}/${CATEGORIES[language]}/${slug}/`);
      await page.getByTestId('navi-menu').locator(`a[href="/${language}/${CATEGORIES[language]}/couples/"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/${CATEGORIES[language]}/couples/$`));
      await expect(page.getByTestId('category-not-found')).toHaveCount(0);
      await expect(page.getByTestId('navi-menu')).toHaveCount(0);
    }
  });

  test('the other brand links only what it composes: chat, media, no TV, contests or my area', async ({ page }) => {
    await settle(page, ORIGINS.amora);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${ORIGINS.amora}/en/`);
    const row = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(row.getByRole('link', { name: 'Cams', exact: true })).toBeVisible();
    await openMenu(page);
    const hrefs = await hrefsOf(page);
    expect(hrefs).toContain('/en/categories/girls/');
    expect(hrefs).toContain('/en/videos/');
    for (const href of hrefs) expect(href).not.toMatch(/\/(tv|contests|myvisitx)\//);
  });
});

test.describe('status bars offer only flows that exist', () => {
  test('a logged-in guest without age verification is not sent to "not available yet"', async ({ browser, request }) => {
    const guest = await signup(request);
    const context = await browser.newContext();
    await logInBrowser(context, guest);
    const page = await context.newPage();
    await settle(page, ORIGINS.main);
    await page.goto(`${ORIGINS.main}/en/cams/`);
    await expect(page.getByTestId('navbar-balance')).toBeVisible();
    // The AVS flow works (issue 14): "Verify now" opens its checkout, never "not available yet".
    await page.getByTestId('status-bar-noavs').getByRole('button', { name: 'Verify now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Age verification' });
    await expect(dialog.getByTitle('Age verification checkout')).toBeVisible();
    await expect(dialog.getByText('This feature is not available yet.', { exact: false })).toHaveCount(0);
    await context.close();
  });
});

test.describe('page titles name the brand once, from one place', () => {
  test('cams and actor pages on the main brand and the other brand', async ({ page, request }) => {
    const [id] = await onlineActorIds(request, 1);
    const actor = (await (await request.get(`${ORIGINS.main}/rest/v1/actor/getActorDataByIdOrName/${id}`)).json()) as { name: string };
    for (const [brand, name] of [['main', 'VisitX'], ['amora', 'Amora']] as const) {
      await settle(page, ORIGINS[brand]);
      await page.goto(`${ORIGINS[brand]}/en/cams/`);
      await expect(page).toHaveTitle(`Live cams | ${name}`);
      // Into the cams page from the start page, as a guest goes there.
      await page.goto(`${ORIGINS[brand]}/en/`);
      await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Cams', exact: true }).click();
      await expect(page).toHaveTitle(`Live cams | ${name}`);
      await page.goto(`${ORIGINS[brand]}/en/amateur/${actor.name.toLowerCase()}/`);
      await expect(page).toHaveTitle(new RegExp(`^${actor.name} .+ \\| ${name}$`));
      await page.goto(`${ORIGINS[brand]}/de/amateur/${actor.name.toLowerCase()}/`);
      await expect(page).toHaveTitle(new RegExp(`^${actor.name} .+ \\| ${name}$`));
      expect(await page.title()).not.toContain('VISIT-X');
    }
  });

  test("the server's first HTML carries the brand's own title", async ({ request }) => {
    const html = await (await request.get(`${ORIGINS.main}/en/cams/`, { headers: { Host: 'amora.localhost', accept: 'text/html' } })).text();
    expect(html).toContain('<title>Live cams | Amora</title>');
    expect(html).not.toContain('VISIT-X');
  });
});

/** Elements of the navbar whose box leaves the viewport, or whose content is cut by their own box. */
const clippedInHeader = (page: Page) =>
  page.getByTestId('navbar').evaluate((navbar) => {
    const faults: string[] = [];
    for (const element of navbar.querySelectorAll<HTMLElement>('a, button')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName;
      if (box.left < 0 || box.right > window.innerWidth + 0.5) faults.push(`${name} leaves the viewport (${box.left}–${box.right})`);
      if (element.scrollWidth > element.clientWidth + 1) faults.push(`${name} is cut (${element.scrollWidth} > ${element.clientWidth})`);
      const style = getComputedStyle(element);
      if (element.tagName === 'BUTTON' && element.textContent?.trim() && parseFloat(style.paddingLeft) < 4) faults.push(`${name} has no padding`);
    }
    return faults;
  });

test.describe('the header fits a 375 px phone', () => {
  for (const brand of Object.keys(ORIGINS) as Brand[]) {
    test(`nothing in the header is clipped on ${brand}, in the four languages, logged out and in`, async ({ browser, request }) => {
      const guest = await signup(request);
      for (const loggedIn of [false, true]) {
        const context = await browser.newContext({ viewport: PHONE });
        if (loggedIn) await logInOn(context, guest, ORIGINS[brand]);
        const page = await context.newPage();
        await settle(page, ORIGINS[brand]);
        for (const language of LANGUAGES) {
          await page.goto(`${ORIGINS[brand]}/${language}/`);
          await expect(page.getByTestId(loggedIn ? 'navbar-balance' : 'navbar')).toBeVisible();
          expect({ brand, language, loggedIn, faults: await clippedInHeader(page) }).toEqual({ brand, language, loggedIn, faults: [] });
        }
        await context.close();
      }
    });
  }

  test('menus and footer stay inside the page at 375 and 1440 px in the four languages', async ({ page }) => {
    await settle(page, ORIGINS.es);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const language of LANGUAGES) {
        await page.goto(`${ORIGINS.es}/${language}/`);
        await openMenu(page);
        // Polled: the menu slides in on a phone.
        const overflow = () =>
          page.evaluate(() => {
            const menu = document.querySelector('[data-testid="navi-menu"]')!.getBoundingClientRect();
            const footer = document.querySelector('footer')!;
            return {
              page: document.documentElement.scrollWidth > window.innerWidth,
              menu: menu.left < 0 || menu.right > window.innerWidth,
              footer: footer.scrollWidth > footer.clientWidth,
            };
          });
        await expect.poll(overflow, { message: `${language} at ${viewport.width} px` }).toEqual({ page: false, menu: false, footer: false });
        await page.keyboard.press('Escape');
      }
    }
  });
});

test.describe("the brand's modal and the cookie banner come one after the other", () => {
  test('the other brand welcomes first, then asks about cookies', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${ORIGINS.amora}/en/`);
    const welcome = page.getByRole('dialog', { name: 'Welcome to Amora' });
    await expect(welcome).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await welcome.getByRole('button', { name: 'Just look around' }).click();
    await expect(welcome).toHaveCount(0);
    await expect(page.getByTestId('consent-banner')).toBeVisible();
  });

  test('the Spanish-market variant asks for the age first, then about cookies', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${ORIGINS.es}/es/`);
    const notice = page.getByRole('dialog', { name: 'Solo para adultos' });
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await notice.getByRole('button', { name: 'Tengo 18 años o más – entrar' }).click();
    await expect(page.getByTestId('consent-banner')).toBeVisible();
  });
});
