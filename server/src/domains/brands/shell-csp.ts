import type { BrandManifest } from '@vx/shared/protocol';

/** The distinct origins the brand's remotes are served from. */
function remoteOrigins(manifest: BrandManifest): string[] {
  return [...new Set(manifest.remotes.map((remote) => new URL(remote.entry).origin))];
}

/**
 * The shell's Content-Security-Policy. Scripts only from our origin, the brand's remotes and
 * inline elements carrying this response's nonce (index.html's own; emotion's styles get it via
 * the csp-nonce meta tag). Connections to our origin (REST, query service, the socket: 'self'
 * covers ws: of the same host) and to the remotes (Module Federation fetches their manifests).
 * Images only from our origin (/media) and data: URIs. Framed only by ourselves. Media from our
 * origin and blob: (hls.js feeds the <video> a MediaSource object URL); workers from blob: too,
 * where hls.js demuxes off the main thread (the remotes' origins: a worker is built from hls.js's
 * own chunk).
 */
export function shellCsp(nonce: string, manifest: BrandManifest): string {
  const remotes = remoteOrigins(manifest).join(' ');
  const withRemotes = (sources: string) => (remotes ? `${sources} ${remotes}` : sources);
  return [
    "default-src 'self'",
    withRemotes(`script-src 'self' 'nonce-${nonce}'`),
    `style-src 'self' 'nonce-${nonce}'`,
    withRemotes("connect-src 'self'"),
    withRemotes("font-src 'self'"),
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    withRemotes("worker-src 'self' blob:"),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
