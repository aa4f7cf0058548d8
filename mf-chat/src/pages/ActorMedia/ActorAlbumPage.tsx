import { MediaItemPage } from './MediaItemPage';

/** /amateur/{actorName}/pictures/{albumId}/: the album with its pictures and purchase, lent by mf-media. */
export default function ActorAlbumPage() {
  return <MediaItemPage kind="album" />;
}
