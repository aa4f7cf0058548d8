import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heading, usePlatform, type WidgetProps } from '@vx/shared';
import { rateAlbum, sendAlbumView, useAlbum } from '../../queries/albums';
import { BuyButton } from '../../components/BuyButton/BuyButton';
import { DetailImage, DetailLayout, DetailState, Facts } from '../../components/DetailLayout/DetailLayout';
import { MediaPrice } from '../../components/MediaPrice/MediaPrice';
import { Pagination } from '../../components/Pagination/Pagination';
import { usePageParam } from '../../usePageParam';
import { AlbumComments } from './AlbumComments';
import { PictureGrid } from './PictureGrid';
import { PictureViewer } from './PictureViewer';
import { PinButton } from './PinButton';
import { RatingButtons } from './RatingButtons';
import { useViewerAcrossPages } from './useViewerAcrossPages';

/**
 * Sends view album once per album a logged-in guest opens (spec 000 §5: only when logged in) and
 * answers the server's new total, which counts each guest once.
 */
function useAlbumView(albumId: number, loaded: boolean) {
  const { vxql, guest } = usePlatform();
  const [views, setViews] = useState<{ albumId: number; total: number } | null>(null);
  useEffect(() => {
    if (!guest.isLoggedIn || !loaded) return;
    let current = true;
    void (async () => {
      try {
        const answer = await sendAlbumView(vxql, albumId);
        if (current) setViews({ albumId, total: answer.viewAlbum.albumTotalViews });
      } catch {
        // A view that could not be counted changes nothing the guest sees.
      }
    })();
    return () => {
      current = false;
    };
  }, [vxql, guest.isLoggedIn, albumId, loaded]);
  return views?.albumId === albumId ? views.total : null;
}

type AlbumDetailProps = WidgetProps<'mf_media', 'albumDetail'>;

/** An album's page (widget `albumDetail`): cover, facts, buying, and its pictures 14 a page. */
export default function AlbumDetail({ albumId, actorName, onTitle }: AlbumDetailProps) {
  const { t } = useTranslation('media');
  const { href, hasRoute, language, rest } = usePlatform();
  const picturesId = useId();
  const page = usePageParam();
  const query = useAlbum(albumId, page);
  const viewer = useViewerAcrossPages(query.data?.pictures, query.isPlaceholderData);
  const counted = useAlbumView(albumId, query.data !== undefined);
  return (
    <DetailState query={query} onTitle={onTitle} texts={{ loading: t('album.loading'), error: t('album.error'), notFound: t('album.notFound') }}>
      {(album) => {
        const cover = album.previews[0];
        return (
          <>
            <DetailLayout
              testId="album-detail"
              media={
                cover && (
                  <DetailImage
                    image={cover}
                    alt={t('album.coverAlt', { title: album.title })}
                    marks={{ bought: album.isBought && !album.free, free: album.free, vip: album.isVipContent }}
                  />
                )
              }
            >
              <Heading level={2} size="title" css={{ overflowWrap: 'anywhere' }}>
                {album.title}
              </Heading>
              <Facts
                items={[
                  { label: t('album.pictures'), value: new Intl.NumberFormat(language).format(album.pictureCount) },
                  { label: t('albums.views'), value: new Intl.NumberFormat(language).format(counted ?? album.albumTotalViews) },
                  ...(album.free ? [] : [{ label: t('album.price'), value: <MediaPrice price={album.price} /> }]),
                ]}
              />
              <RatingButtons testId="album-rating" rating={album} onRate={(value) => rateAlbum(rest, album.id, value)} />
              <PinButton target={{ kind: 'album', actorId: album.actor.id, albumId: album.id }} pinned={album.isPinned} />
              <BuyButton kind="album" id={album.id} price={album.price} free={album.free} bought={album.isBought} flatrate={album.guestInfo.flatrate} />
              {album.description && <p css={{ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.6, overflowWrap: 'anywhere' }}>{album.description}</p>}
              {hasRoute('actorPictures') && (
                <Link to={href('actorPictures', { actorName: actorName.toLowerCase() })} css={(theme) => ({ color: theme.colors.text })}>
                  {t('album.allAlbums', { name: actorName })}
                </Link>
              )}
            </DetailLayout>
            <section aria-labelledby={picturesId} aria-busy={query.isFetching} css={{ paddingBottom: 32 }}>
              <Heading level={3} id={picturesId} css={{ margin: '0 0 12px' }}>
                {t('album.pictures')}
              </Heading>
              <PictureGrid pictures={album.pictures.items} cover={cover} label={t('album.pictures')} onOpen={viewer.show} />
              <Pagination page={album.pictures.page} maxPage={album.pictures.maxPage} />
            </section>
            {viewer.index >= 0 && (
              <PictureViewer album={album} pictures={viewer.pictures} index={viewer.index} onIndex={viewer.turn} onClose={viewer.close} />
            )}
            <AlbumComments albumId={album.id} />
          </>
        );
      }}
    </DetailState>
  );
}
