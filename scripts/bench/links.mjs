/**
 * Finds a visible link to a path on the current page, whether its href is written relative
 * ("/en/cams/") or absolute ("http://localhost:5300/en/cams/"). Network idle can come before the
 * navbar has rendered, so it waits a little for one. Returns a Playwright locator or null.
 */
export async function findLink(page, path, timeoutMs = 5_000) {
  const host = new URL(page.url()).host;
  const visible = page.locator(`a[href="${path}"]:visible, a[href$="//${host}${path}"]:visible`).first();
  try {
    await visible.waitFor({ state: 'visible', timeout: timeoutMs });
    return visible;
  } catch {
    return null;
  }
}
