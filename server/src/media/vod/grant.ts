import { signGrant, verifyGrant } from '../grant-token';

/**
 * Grants to play a video (media/grant-token.ts, purpose 'vod'). Two kinds:
 * - `whole:<guestId>`: the whole video, for the guest the server found entitled. The playlist and
 *   segment requests must carry that guest's access token too, so a copied URL plays nowhere else.
 * - `free:<guestId or 0>`: a free clip, whole; its signature is enough.
 * - `preview:<guestId or 0>`: the first VOD_PREVIEW_SECONDS; its signature is enough.
 */

export type VodAccess = { kind: 'whole'; guestId: number } | { kind: 'free' } | { kind: 'preview' };

export interface VodGrant {
  access: VodAccess;
  expiresAt: number;
}

export function signVodGrant(secret: string, videoId: number, access: VodAccess, viewer: number | null, expiresAt: number): string {
  const subject = access.kind === 'whole' ? `whole:${access.guestId}` : `${access.kind}:${viewer ?? 0}`;
  return signGrant(secret, 'vod', { id: videoId, expiresAt, subject });
}

export function verifyVodGrant(secret: string, token: string | undefined, videoId: number, nowMs = Date.now()): VodGrant | null {
  const grant = verifyGrant(secret, 'vod', token, videoId, nowMs);
  if (!grant) return null;
  const whole = /^whole:([1-9]\d{0,9})$/.exec(grant.subject);
  if (whole) return { access: { kind: 'whole', guestId: Number(whole[1]) }, expiresAt: grant.expiresAt };
  const other = /^(free|preview):\d{1,10}$/.exec(grant.subject);
  return other ? { access: { kind: other[1] as 'free' | 'preview' }, expiresAt: grant.expiresAt } : null;
}

/** The master playlist's URL and the thumbnail track's, with their grant. */
export function vodUrls(videoId: number, token: string) {
  return {
    url: `/media/vod/${videoId}/master.m3u8?grant=${token}`,
    thumbnails: `/media/vod/${videoId}/thumbnails.vtt?grant=${token}`,
  };
}
