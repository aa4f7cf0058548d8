import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, LoadError, Skeleton, TileGrid, usePlatform } from '@vx/shared';
import { usePinnedPhotos, usePinnedSedcards } from '../../queries/favourites';
import { useMediathekAssets, type MediathekAsset } from '../../queries/mediathek';
import type { PagedList } from '../../queries/pagedList';
import { ShowMore } from '../ShowMore/ShowMore';
import { MediathekViewer } from '../Mediathek/MediathekViewer';
import { PinnedTile } from './PinnedTile';

const PINNED = { sourceType: 'pinned' } as const;

interface SectionProps {
  id: string;
  title: string;
  /** The section's pages loaded so far. */
  list: PagedList<unknown>;
  /** Shows the next page under the tiles. */
  onMore: () => void;
  empty: string;
  children: ReactNode;
}

/** One kind of pin: its heading, a stand-in while loading, its retry, its empty text or its tiles, and "show more". */
function PinnedSection({ id, title, list, onMore, empty, children }: SectionProps) {
  const { t } = useTranslation('myarea');
  const count = list.items.length;
  return (
    <section aria-labelledby={id} aria-busy={list.isPending} css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <Heading level={2} size="subsection" id={id}>
        {title}
      </Heading>
      {list.isError && <LoadError message={t('favourites.loadError')} retry={list.refetch} />}
      {list.isPending && count === 0 ? <Skeleton height={120} /> : !list.isError && count === 0 ? <p>{empty}</p> : <TileGrid label={title}>{children}</TileGrid>}
      {list.hasMore && <ShowMore label={t('favourites.showMore', { shown: count, total: list.total })} onMore={onMore} />}
    </section>
  );
}

/** How many pages each kind of pin shows: one, and one more per "show more". */
function usePages() {
  const [pages, setPages] = useState(1);
  return [pages, () => setPages((shown) => shown + 1)] as const;
}

/** The guest's pinned albums (opened through mf-media's album widget), photos and sedcards, each a page at a time. */
export function PinnedMedia() {
  const { t } = useTranslation('myarea');
  const { href, hasRoute } = usePlatform();
  const [albumPages, moreAlbums] = usePages();
  const [photoPages, morePhotos] = usePages();
  const [sedcardPages, moreSedcards] = usePages();
  const albums = useMediathekAssets(PINNED, albumPages);
  const photos = usePinnedPhotos(photoPages);
  const sedcards = usePinnedSedcards(sedcardPages);
  const [opened, setOpened] = useState<MediathekAsset | null>(null);
  const albumHref = (actorName: string, albumId: number) => (hasRoute('actorAlbum') ? href('actorAlbum', { actorName: actorName.toLowerCase(), albumId }) : null);
  const picturesHref = (actorName: string) => (hasRoute('actorPictures') ? href('actorPictures', { actorName: actorName.toLowerCase() }) : null);

  return (
    <>
      {opened && <MediathekViewer asset={opened} onClose={() => setOpened(null)} />}
      <PinnedSection id="pinned-albums" title={t('favourites.albums')} list={albums} onMore={moreAlbums} empty={t('favourites.emptyAlbums')}>
        {albums.items.map((album) => (
          <PinnedTile
            key={album.id}
            title={album.title}
            subtitle={album.actor.name}
            imageUrl={album.previewUrl}
            onOpen={() => setOpened(album)}
            unpin={{ type: 'favouriteUnpin', kind: 'album', actorId: album.actor.id, albumId: album.mediaId }}
          />
        ))}
      </PinnedSection>
      <PinnedSection id="pinned-photos" title={t('favourites.photos')} list={photos} onMore={morePhotos} empty={t('favourites.emptyPhotos')}>
        {photos.items.map((photo) => (
          <PinnedTile
            key={photo.pictureId}
            title={t('favourites.photoOf', { name: photo.actorName })}
            imageUrl={photo.image?.w320 ?? null}
            to={albumHref(photo.actorName, photo.albumId)}
            unpin={{ type: 'favouriteUnpin', kind: 'picture', actorId: photo.actorId, albumId: photo.albumId, pictureId: photo.pictureId }}
          />
        ))}
      </PinnedSection>
      <PinnedSection id="pinned-sedcards" title={t('favourites.sedcards')} list={sedcards} onMore={moreSedcards} empty={t('favourites.emptySedcards')}>
        {sedcards.items.map((sedcard) => (
          <PinnedTile
            key={sedcard.actorId}
            title={sedcard.actorName}
            subtitle={t(sedcard.isOnline ? 'favourites.online' : 'favourites.offline')}
            imageUrl={sedcard.image.w320}
            to={picturesHref(sedcard.actorName)}
            unpin={{ type: 'favouriteUnpin', kind: 'sedcards', actorId: sedcard.actorId }}
          />
        ))}
      </PinnedSection>
    </>
  );
}
