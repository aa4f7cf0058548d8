import { MediaItemPage } from './MediaItemPage';

/** /amateur/{actorName}/videos/{videoId}/: the video with its purchase, lent by mf-media. */
export default function ActorVideoPage() {
  return <MediaItemPage kind="video" />;
}
