import { VideoGridPage } from './VideoGridPage';

/** /amateur/{actorName}/videos/classic/: the actor's classic videos. */
export default function ActorClassicVideosPage() {
  return <VideoGridPage classic />;
}
