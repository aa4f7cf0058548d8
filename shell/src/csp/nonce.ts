/**
 * The CSP nonce the server gave this page, from `<meta property="csp-nonce" nonce="…">`. Browsers
 * hide a nonce attribute from the markup once the page is parsed, so it is read as the `nonce`
 * property; undefined where the page has none (development server, tests).
 */
export function readCspNonce(doc: Document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
