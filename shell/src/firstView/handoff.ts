/** The longest the app's page stays hidden behind the first view (a page that never settles still shows). */
export const HANDOFF_TIMEOUT_MS = 5_000;

/**
 * Whether the app's page has rendered what it shows first: its <main> has content and nothing in it
 * is still loading (no skeleton, nothing aria-busy). True for tiles and for an error or empty state
 * alike, and for any page, so a page needs no code of its own to hand off.
 */
export function pageSettled(root: HTMLElement): boolean {
  const main = root.querySelector('main');
  return !!main && main.childElementCount > 0 && !main.querySelector('[data-testid="skeleton"], [aria-busy="true"]');
}

/**
 * Swaps the server's first view (#first-view, beside the hidden #root) for the app once the app's
 * page has settled, or after `timeoutMs`: in one frame, so the screen never shows both or neither.
 * Without a first view it does nothing.
 */
export function handOffFirstView(doc: Document = document, timeoutMs = HANDOFF_TIMEOUT_MS): void {
  const firstView = doc.getElementById('first-view');
  const root = doc.getElementById('root');
  if (!firstView || !root) return;
  let done = false;
  const swap = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => {
      firstView.remove();
      root.hidden = false;
    });
  };
  const observer = new MutationObserver(() => {
    if (pageSettled(root)) swap();
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const timer = setTimeout(swap, timeoutMs);
}
