declare global {
  interface Window {
    /** REST answers by path, inlined by the server with a page's first view (server/src/domains/brands/first-view). */
    __FIRST_VIEW__?: Record<string, unknown>;
  }
}

/**
 * The inlined answer of a GET path, handed out once and then forgotten: the first render takes it
 * instead of asking the network, every later call (a refetch, a retry) asks the server.
 */
export function takeFirstAnswer(path: string): unknown {
  const answers = window.__FIRST_VIEW__;
  if (!answers || !Object.prototype.hasOwnProperty.call(answers, path)) return undefined;
  const answer = answers[path];
  delete answers[path];
  return answer;
}
