/**
 * A notification's link outside the app, only when it is a plain web or mail address: the link comes from the
 * server, so a `javascript:` or `data:` link must never reach an `href`.
 */
export function safeExternalHref(link: string): string | null {
  try {
    const url = new URL(link);
    return ['https:', 'http:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
