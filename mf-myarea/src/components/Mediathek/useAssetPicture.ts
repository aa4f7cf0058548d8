import { usePlatform, useRestImageUrl } from '@vx/shared';
import { messengerPicturePath, type MediathekAsset } from '../../queries/mediathek';

/**
 * What an asset shows as its picture. A messenger picture is an actor's, so like in the messenger it is
 * withheld until the guest is age-verified (`censored`; the guest's state follows the socket's avs
 * events, so it opens at once) and then fetched with his token; every other kind has a plain preview URL.
 */
export function useAssetPicture(asset: MediathekAsset, variant: 'thumbnail' | 'full') {
  const { guest } = usePlatform();
  const isMessenger = asset.kind === 'image';
  const censored = isMessenger && !guest.hasAvs;
  const fetched = useRestImageUrl(isMessenger && !censored ? messengerPicturePath(asset.mediaId, variant) : null, variant === 'full' ? 0 : undefined);
  if (!isMessenger) return { url: asset.previewUrl, censored: false, isError: false };
  return { url: fetched.data ?? null, censored, isError: fetched.isError };
}
