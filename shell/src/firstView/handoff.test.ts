import { HANDOFF_TIMEOUT_MS, handOffFirstView } from './handoff';
import { takeFirstAnswer } from './answers';

/** The server's page: the first view beside the hidden root. */
function serverPage() {
  document.body.innerHTML = '<div id="first-view"><ul><li>Lena</li></ul></div><div id="root" hidden></div>';
  return document.getElementById('root')!;
}

/** Lets the MutationObserver run, then the animation frame it asked for. */
async function settle() {
  await Promise.resolve();
  jest.advanceTimersByTime(20);
}

describe('handOffFirstView', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the first view while the page loads, then swaps it for the page in one frame', async () => {
    const root = serverPage();
    handOffFirstView(document);
    root.innerHTML = '<nav></nav><main><div data-testid="skeleton"></div></main>';
    await settle();
    expect(document.getElementById('first-view')).not.toBeNull();
    expect(root.hidden).toBe(true);

    root.querySelector('main')!.innerHTML = '<section aria-busy="true"><ul><li>Lena</li></ul></section>';
    await settle();
    expect(root.hidden).toBe(true);

    root.querySelector('section')!.setAttribute('aria-busy', 'false');
    await Promise.resolve();
    // Nothing changes before the frame: both switch together.
    expect(document.getElementById('first-view')).not.toBeNull();
    expect(root.hidden).toBe(true);
    jest.advanceTimersByTime(20);
    expect(document.getElementById('first-view')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('hands an error or empty state over like tiles', async () => {
    const root = serverPage();
    handOffFirstView(document);
    root.innerHTML = '<main><p role="alert">Could not load</p></main>';
    await settle();
    expect(document.getElementById('first-view')).toBeNull();
  });

  it('shows the page after a bounded wait even if it never settles', async () => {
    const root = serverPage();
    handOffFirstView(document);
    root.innerHTML = '<main><div data-testid="skeleton"></div></main>';
    await settle();
    jest.advanceTimersByTime(HANDOFF_TIMEOUT_MS);
    await settle();
    expect(document.getElementById('first-view')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  it('does nothing on a page without a first view', () => {
    document.body.innerHTML = '<div id="root"></div>';
    handOffFirstView(document);
    expect(document.getElementById('root')!.hidden).toBe(false);
  });
});

describe('takeFirstAnswer', () => {
  afterEach(() => delete window.__FIRST_VIEW__);

  it('hands an inlined answer out once, then forgets it', () => {
    window.__FIRST_VIEW__ = { 'tileGrid/get/a': { success: true } };
    expect(takeFirstAnswer('tileGrid/get/a')).toEqual({ success: true });
    expect(takeFirstAnswer('tileGrid/get/a')).toBeUndefined();
    expect(takeFirstAnswer('toString')).toBeUndefined();
  });

  it('has nothing without a first view', () => {
    expect(takeFirstAnswer('tileGrid/get/a')).toBeUndefined();
  });
});
