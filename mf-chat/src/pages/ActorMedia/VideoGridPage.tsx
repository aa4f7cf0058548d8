import { useParams } from 'react-router-dom';
import { RemoteWidget } from '@vx/shared';
import { ProfileShell } from '../ActorProfile/ProfileShell';

/** The actor's video grid lent by mf-media, in the profile frame (which sets title and breadcrumb). */
export function VideoGridPage({ classic = false }: { classic?: boolean }) {
  const { tagGroup } = useParams();
  return (
    <ProfileShell page="actorVideos">
      {(actor) => (
        <RemoteWidget remote="mf_media" widget="actorVideos" props={{ actorId: actor.id, actorName: actor.name, tagGroup, classic }} minHeight={600} />
      )}
    </ProfileShell>
  );
}
