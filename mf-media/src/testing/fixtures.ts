import type { ActorVideo, VideoDetail } from '../queries/media';
import type { Album, AlbumDetail } from '../queries/albums';

const images = (kind: string, id: number) => ({ w320: `/m/${kind}/${id}/320.svg`, w640: `/m/${kind}/${id}/640.svg`, w1280: `/m/${kind}/${id}/1280.svg` });
const guestInfo = (bought: boolean) => ({ bought, gifted: false, flatrate: false, liked: false });

export function actorVideo(id: number, changes: Partial<ActorVideo> = {}): ActorVideo {
  return {
    id,
    title: `Video ${id}`,
    duration: 754,
    free: false,
    vip: false,
    new: false,
    price: { value: 40, currency: 'VXC' },
    basePrice: { value: 40, currency: 'VXC' },
    discount: 0,
    preview: images('video', id),
    rating: { likes: 12 },
    model: { id: 3, name: 'Lena3' },
    classic: false,
    previewThumbnails: images('video', id),
    isBought: false,
    ...changes,
  };
}

export function videoDetail(id: number, changes: Partial<VideoDetail> = {}): VideoDetail {
  const tile = actorVideo(id, changes);
  return {
    ...tile,
    description: 'A walk on the beach.\nSecond line <b>not bold</b>',
    ageRating: 18,
    isVip30Offer: false,
    camRecording: false,
    guestInfo: guestInfo(tile.isBought),
    url: null,
    stream: null,
    tags: [
      { id: 1, label: 'Beach' },
      { id: 2, label: 'High heels' },
    ],
    ...changes,
  };
}

export function album(id: number, changes: Partial<Album> = {}): Album {
  return {
    id,
    title: `Album ${id}`,
    description: 'Holiday pictures.',
    ageRating: 18,
    free: false,
    guestInfo: guestInfo(false),
    isBought: false,
    price: { value: 25, currency: 'VXC' },
    previews: [images('album', id)],
    rating: { likes: 7 },
    isVipContent: false,
    type: 'image',
    actor: { id: 3, name: 'Lena3' },
    albumTotalViews: 100,
    pictureCount: 16,
    ...changes,
  };
}

export function albumDetail(id: number, unlocked: boolean, page = 1, changes: Partial<Album> = {}): AlbumDetail {
  const base = album(id, { isBought: unlocked, guestInfo: guestInfo(unlocked), ...changes });
  const count = page === 1 ? 14 : 2;
  return {
    ...base,
    guestRatingLikes: 7,
    guestRatingDislikes: 2,
    isLiked: false,
    isDisliked: false,
    isPinned: false,
    commentsTotal: 0,
    isGuestAllowedToCommentAlbum: unlocked,
    pictures: {
      items: Array.from({ length: count }, (_, index) => {
        const position = (page - 1) * 14 + index + 1;
        return {
          id: 1000 + position,
          position,
          image: unlocked ? images('picture', 1000 + position) : null,
          guestRatingLikes: 0,
          guestRatingDislikes: 0,
          isLiked: false,
          isDisliked: false,
          isPinned: false,
        };
      }),
      page,
      maxPage: 2,
      total: 16,
    },
  };
}
