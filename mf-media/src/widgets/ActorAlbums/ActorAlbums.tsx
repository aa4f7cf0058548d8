import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, QueryGrid, type WidgetProps } from '@vx/shared';
import { useActorAlbums } from '../../queries/albums';
import { isNotFound } from '../../queries/media';
import { Pagination } from '../../components/Pagination/Pagination';
import { usePageParam } from '../../usePageParam';
import { AlbumTile } from './AlbumTile';
import { PinnedPhotos } from './PinnedPhotos';
import { Sedcards } from './Sedcards';

type ActorAlbumsProps = WidgetProps<'mf_media', 'actorAlbums'>;

/** Spec 001 §9: 14 photos and galleries per page. */
const PAGE_SIZE = 14;

/** The actor's pictures page (widget `actorAlbums`): her sedcards, the guest's pinned photos of her, and her albums 14 a page by `?page=`. */
export default function ActorAlbums({ actorId, actorName }: ActorAlbumsProps) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const page = usePageParam();
  const albums = useActorAlbums(actorId, page);
  const heading = t('albums.title', { name: actorName });

  return (
    <section aria-labelledby={headingId} data-testid="actor-albums" aria-busy={albums.isFetching}>
      <Heading level={2} id={headingId} css={{ margin: '8px 0 12px' }}>
        {heading}
      </Heading>
      <Sedcards actorId={actorId} actorName={actorName} />
      <PinnedPhotos actorId={actorId} actorName={actorName} />
      <QueryGrid
        query={albums}
        label={heading}
        skeletons={PAGE_SIZE}
        items={(data) => data.albums}
        renderItem={(album, index) => <AlbumTile key={album.id} album={album} actorName={actorName} eager={index < 4} />}
        empty={t('albums.empty')}
        error={t('albums.error')}
        notFound={isNotFound(albums.error) ? t('albums.notFound') : undefined}
      >
        {albums.data && <Pagination page={albums.data.page} maxPage={albums.data.maxPage} />}
      </QueryGrid>
    </section>
  );
}
