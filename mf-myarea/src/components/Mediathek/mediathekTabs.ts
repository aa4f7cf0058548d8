import type { MediathekFilter } from '../../queries/mediathek';

/**
 * The tabs of the media library (spec 000 §2: shop, pinned, archive, feed, messenger, clips) and the
 * filter each asks the server for. Audio has no tab: the catalogue holds no audio content, so the
 * tab would always be empty (the totals still count it).
 */
export const MEDIATHEK_TABS = ['shop', 'pinned', 'archive', 'feed', 'messenger', 'clips'] as const;
export type MediathekTab = (typeof MEDIATHEK_TABS)[number];

const TAB_FILTERS: Record<MediathekTab, Omit<MediathekFilter, 'mediaType'>> = {
  shop: { sourceType: 'purchased', originType: 'shop' },
  pinned: { sourceType: 'pinned' },
  archive: { sourceType: 'archived' },
  feed: { originType: 'feed' },
  messenger: { originType: 'messenger' },
  clips: { originType: 'chatclip' },
};

export const filterOf = (tab: MediathekTab, mediaType: MediathekFilter['mediaType']): MediathekFilter => ({ mediaType, ...TAB_FILTERS[tab] });

/** The tab a `?tab=` names, the shop for anything else. */
export const tabOf = (value: string | null): MediathekTab => MEDIATHEK_TABS.find((tab) => tab === value) ?? 'shop';
