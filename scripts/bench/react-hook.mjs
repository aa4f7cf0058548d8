/**
 * A stand-in for the React DevTools global hook. Every copy of react-dom that starts in a page
 * calls `hook.inject(renderer)` once, so the size of `renderers` is the number of React copies
 * running — exactly what the "one React" budget is about. Installed with `addInitScript`, before
 * any page script runs. Kept as a string: it is evaluated in the page, never in Node.
 */
export const REACT_HOOK_SCRIPT = `
  Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
    configurable: true,
    value: {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer) {
        this.renderers.set(this.renderers.size + 1, renderer);
        return this.renderers.size;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    },
  });
`;

/** Reads the count in the page (0 when the hook is missing, e.g. after a failed load). */
export function countRenderers(page) {
  return page.evaluate(() => window.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers?.size ?? 0);
}
