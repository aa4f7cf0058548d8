import type { OfferedAlbum } from './album';

/**
 * conversion/getBuyImageAlbumIncentives (spec 000 §3 incentive type "image album buy", loaded on the
 * event "buy album opened"): what helps the viewer buy this album. A visitor is asked to log in, a
 * guest short of coins to top up the missing amount; an album the viewer may open already, or one the
 * guest can pay, needs none.
 */
export function buyImageAlbumIncentives(album: OfferedAlbum, guest: { id: number; balance: number } | null) {
  const tracking = { event: 'buyAlbumOpened', albumId: album.id, actorId: album.actorId };
  const none = { incentives: [], vxpayConfig: null, trackingData: tracking };
  if (album.access !== null) return none;
  const base = { type: 'imageAlbumBuy', event: 'buyAlbumOpened', priority: 10, albumId: album.id, price: { value: album.price, currency: album.currency } };
  if (!guest) return { incentives: [{ ...base, action: 'login' }], vxpayConfig: { flow: 'login' }, trackingData: tracking };
  const missing = album.price - guest.balance;
  if (missing <= 0) return none;
  return {
    incentives: [{ ...base, action: 'moneycharge', missingCoins: missing }],
    vxpayConfig: { flow: 'moneycharge', amount: missing },
    trackingData: tracking,
  };
}
