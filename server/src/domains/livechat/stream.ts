import { liveStreamUrl } from '../../media/live/grant';
import type { Secrets } from '../../secrets';

/**
 * The actor's live stream, signed for one subject (`chat:<chatId>` or `preview:<viewer>`) until
 * `expiresAt`: the media route plays it only while the grant holds, so a session's URL stops with
 * what the guest paid for and a preview's with its seconds. The key is the media URLs' secret.
 */
export function streamUrlFor(secrets: Pick<Secrets, 'visitorToken'>, actorId: number, subject: string, expiresAtMs: number): string {
  return liveStreamUrl(secrets.visitorToken, { actorId, expiresAt: Math.ceil(expiresAtMs / 1000), subject });
}
