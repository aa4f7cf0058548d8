import { RemoteWidget } from '@vx/shared';
import { ProfileShell } from '../ActorProfile/ProfileShell';

/** /amateur/{actorName}/pictures/: the actor's photo albums lent by mf-media, in the profile frame. */
export default function ActorPicturesPage() {
  return (
    <ProfileShell page="actorPictures">
      {(actor) => <RemoteWidget remote="mf_media" widget="actorAlbums" props={{ actorId: actor.id, actorName: actor.name }} minHeight={600} />}
    </ProfileShell>
  );
}
