import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type ActorProfile, Heading, RemoteWidget, useDocumentTitle } from '@vx/shared';
import { ProfileShell } from '../ActorProfile/ProfileShell';
import { parseMediaId } from './mediaId';

interface Props {
  kind: 'video' | 'album';
  actor: ActorProfile;
  id: number;
}

/** A video or album lent by mf-media; the document title names the item once the widget knows it. */
function MediaItem({ kind, actor, id }: Props) {
  const { t } = useTranslation('chat');
  const [itemTitle, setItemTitle] = useState<string | null>(null);
  const onTitle = useCallback((title: string) => setItemTitle(title), []);
  const title = itemTitle ?? t(`actorMedia.${kind}`);
  useDocumentTitle(t('actorMedia.itemTitle', { title, name: actor.name }));
  return kind === 'video' ? (
    <RemoteWidget remote="mf_media" widget="videoDetail" props={{ videoId: id, actorName: actor.name, onTitle }} minHeight={480} />
  ) : (
    <RemoteWidget remote="mf_media" widget="albumDetail" props={{ albumId: id, actorName: actor.name, onTitle }} minHeight={480} />
  );
}

function NotFound({ kind }: { kind: 'video' | 'album' }) {
  const { t } = useTranslation('chat');
  const message = t(`actorMedia.${kind}NotFound`);
  useDocumentTitle(message);
  return (
    <div data-testid="media-id-not-found" css={{ padding: '16px 0 32px' }}>
      <Heading level={2}>{message}</Heading>
    </div>
  );
}

/**
 * /videos/{videoId}/ and /pictures/{albumId}/ in the actor's frame. A malformed id never reaches
 * the server: the page says the item does not exist, and the profile around it stays usable.
 */
export function MediaItemPage({ kind }: { kind: 'video' | 'album' }) {
  const params = useParams();
  const id = parseMediaId(kind === 'video' ? params.videoId : params.albumId);
  return (
    <ProfileShell page={kind === 'video' ? 'actorVideos' : 'actorPictures'}>
      {(actor) => (id === null ? <NotFound kind={kind} /> : <MediaItem kind={kind} actor={actor} id={id} />)}
    </ProfileShell>
  );
}
