/**
 * Budget: exactly one copy of React in a page (DESIGN.md §6; federation shares react-dom as a
 * singleton). Counts react-dom renderers through a fake DevTools hook on three pages: the start
 * page, the same document after a client-side move to /en/cams/ (the remote's code joins a page
 * whose React is already running — where a second copy would show up), and /en/cams/ loaded
 * directly (the remote is then part of the first load). The figure is the largest count.
 */
import { newContext } from './browser.mjs';
import { REACT_HOOK_SCRIPT, countRenderers } from './react-hook.mjs';
import { findLink } from './links.mjs';

export async function measureReactCopies(browser, baseUrl) {
  const context = await newContext(browser);
  await context.addInitScript(REACT_HOOK_SCRIPT);
  const page = await context.newPage();

  await page.goto(baseUrl, { waitUntil: 'networkidle', timeout: 60_000 });
  const startPage = await countRenderers(page);

  // Same document: follow a link to the cams page if there is one.
  let afterClientNavigation = null;
  const link = await findLink(page, '/en/cams/');
  if (link) {
    await link.click();
    await page.waitForURL('**/en/cams/', { timeout: 15_000 }).catch(() => {});
    await page.waitForLoadState('networkidle').catch(() => {});
    afterClientNavigation = await countRenderers(page);
  }

  await page.goto(new URL('/en/cams/', baseUrl).href, { waitUntil: 'networkidle', timeout: 60_000 });
  const camsDirect = await countRenderers(page);
  await context.close();

  const counts = [startPage, afterClientNavigation, camsDirect].filter((n) => n !== null);
  return {
    copies: Math.max(...counts),
    startPage,
    afterClientNavigation,
    camsDirect,
    clientNavigation: link ? 'link' : 'no link to /en/cams/ on the start page',
  };
}
