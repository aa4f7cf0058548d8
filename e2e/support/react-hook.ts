/**
 * A stand-in for React DevTools' global hook: every copy of React DOM in the page registers
 * itself through `inject`, so the number of renderers is the number of React copies.
 */
export const REACT_HOOK_SCRIPT = `
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {}, checkDCE() {},
  };
`;
