/**
 * A live channel's playlists carry the grant in their query (`?grant=`, server/docs/tv.md). When the
 * page has asked for a new grant, the player's next playlist request takes it instead of the one the
 * playlist was first loaded with; a URL without a grant (a public segment) is left as it is.
 */
export function withNewestGrant(url: string, newestUrl: string): string {
  const base = typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
  const target = new URL(url, base);
  const grant = new URL(newestUrl, base).searchParams.get('grant');
  if (!grant || !target.searchParams.has('grant') || target.searchParams.get('grant') === grant) return url;
  target.searchParams.set('grant', grant);
  return target.href;
}
