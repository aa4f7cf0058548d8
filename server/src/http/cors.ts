import type { Config } from '../config';

type OriginCallback = (error: Error | null, allow: boolean | string) => void;

const LOCAL_HOSTS = /^(?:localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/i;

/**
 * Which browser origins may call the API: the remotes' origins (REMOTE_MF_*), local development
 * hosts (localhost, *.localhost brand hosts) and any configured extra. The shell is served by this
 * server at the brand's host, so its calls are same-origin and need no CORS at all.
 */
export function corsOrigin(config: Config, extra: readonly string[]) {
  const allowed = new Set<string>(extra);
  for (const url of [
    config.REMOTE_MF_CHAT,
    config.REMOTE_MF_MESSENGER,
    config.REMOTE_MF_MEDIA,
    config.REMOTE_MF_TV,
    config.REMOTE_MF_EVENTS,
    config.REMOTE_MF_MYAREA,
  ]) {
    allowed.add(new URL(url).origin);
  }
  return (origin: string | undefined, callback: OriginCallback) => {
    if (!origin) return callback(null, false);
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return callback(null, false);
    }
    const ok = allowed.has(url.origin) || LOCAL_HOSTS.test(url.hostname);
    // Reflect the exact origin (needed with credentials) or send no CORS headers at all.
    return callback(null, ok ? url.origin : false);
  };
}
