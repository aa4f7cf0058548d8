import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, TileGrid } from '@vx/shared';
import { isNotFound, useActorAlbums } from '../../api';
import { LoadError, NotFound } from '../../components/LoadState/LoadState';
import { Pagination } from '../../components/Pagination/Pagination';
import { usePageParam } from '../../usePageParam';
import { AlbumTile } from './AlbumTile';

export interface ActorAlbumsProps {
  actorId: number;
  actorName: string;
}

/** Spec 001 §9: 14 photos and galleries per page. */
const PAGE_SIZE = 14;

/** The actor's albums (widget `actorAlbums`): 14 a page, pagination by `?page=`. */
export default function ActorAlbums({ actorId, actorName }: ActorAlbumsProps) {
  const { t } = useTranslation('media');
  const headingId = useId();
  const page = usePageParam();
  const albums = useActorAlbums(actorId, page);
  const heading = t('albums.title', { name: actorName });

  return (
    <section aria-labelledby={headingId} data-testid="actor-albums" aria-busy={albums.isFetching}>
      <h2 id={headingId} css={{ fontSize: 22, margin: '8px 0 12px' }}>
        {heading}
      </h2>
      {albums.isPending && (
        <TileGrid>
          {Array.from({ length: PAGE_SIZE }, (_, index) => (
            <li key={index}>
              <Skeleton aspectRatio="4 / 3" />
            </li>
          ))}
        </TileGrid>
      )}
      {albums.isError &&
        (isNotFound(albums.error) ? <NotFound message={t('albums.notFound')} /> : <LoadError message={t('albums.error')} retry={() => void albums.refetch()} />)}
      {albums.data &&
        (albums.data.albums.length === 0 ? (
          <p>{t('albums.empty')}</p>
        ) : (
          <>
            <TileGrid label={heading}>
              {albums.data.albums.map((album, index) => (
                <AlbumTile key={album.id} album={album} actorName={actorName} eager={index < 4} />
              ))}
            </TileGrid>
            <Pagination page={albums.data.page} maxPage={albums.data.maxPage} />
          </>
        ))}
    </section>
  );
}
