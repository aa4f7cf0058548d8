import { guestsDomain } from './guests';
import { notificationsDomain } from './notifications';
import type { Domain } from './types';
import { vxpayDomain } from './vxpay';
import { vxqlDomain } from './vxql';
import { actorsDomain } from './actors';
import { brandsDomain } from './brands';
import { contentDomain } from './content';
import { internalDomain } from './internal';
import { searchDomain } from './search';
import { simulatorDomain } from './simulator';
import { tilesDomain } from './tiles';
import { imagesDomain } from '../media';
import { geoDomain } from './geo';
import { notesDomain } from './notes';
import { showsDomain } from './shows';
import { purchasesDomain } from './purchases';
import { videoPlaybackDomain, videosDomain } from './videos';
import { favouritesDomain } from './favourites';
import { galleryDomain } from './gallery';
import { seoDomain } from './seo';
import { topCamsDomain } from './topcams';
import { trackingDomain } from './tracking';
import { liveChatDomain } from './livechat';
import { feedDomain } from './feed';
import { messengerDomain } from './messenger';
import { mediathekDomain } from './mediathek';
import { myAreaDomain } from './myarea';
import { guestServiceDomain } from './guestservice';
import { loggerDomain } from './logger';
import { dailyBonusDomain, rewardsDomain } from './rewards';
import { gamesDomain } from './games';
import { specialDomain } from './special';
import { blogDomain } from './blog';
import { tvDomain } from './tv';
import { subscriptionsDomain } from './subscriptions';
import { contestsDomain } from './contests';

/**
 * Every domain of the server, in registration order. Add a domain by importing it and appending
 * it to the array.
 */
export const domains: Domain[] = [
  guestsDomain,
  vxpayDomain,
  notificationsDomain,
  vxqlDomain,
  actorsDomain,
  searchDomain,
  geoDomain,
  notesDomain,
  showsDomain,
  purchasesDomain,
  videosDomain,
  videoPlaybackDomain,
  favouritesDomain,
  galleryDomain,
  topCamsDomain,
  liveChatDomain,
  messengerDomain,
  rewardsDomain,
  dailyBonusDomain,
  gamesDomain,
  specialDomain,
  subscriptionsDomain,
  contestsDomain,
  mediathekDomain,
  blogDomain,
  tvDomain,
  myAreaDomain,
  guestServiceDomain,
  feedDomain,
  seoDomain,
  trackingDomain,
  loggerDomain,
  tilesDomain,
  contentDomain,
  internalDomain,
  simulatorDomain,
  imagesDomain,
  brandsDomain,
];
