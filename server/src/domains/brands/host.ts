/**
 * The host name of a Host header, without port, lowercase, without a trailing dot:
 * "Amora.localhost:4000" gives "amora.localhost", "[::1]:4000" gives "[::1]".
 */
export function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end > 0 ? host.slice(0, end + 1) : host;
  }
  const colon = host.indexOf(':');
  if (colon >= 0) host = host.slice(0, colon);
  return host.endsWith('.') ? host.slice(0, -1) : host;
}
