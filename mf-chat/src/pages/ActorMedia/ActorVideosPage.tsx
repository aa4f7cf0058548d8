import { VideoGridPage } from './VideoGridPage';

/** /amateur/{actorName}/videos/ and /videos/tag/{tagGroup}/: all videos, or those of one tag group. */
export default function ActorVideosPage() {
  return <VideoGridPage />;
}
