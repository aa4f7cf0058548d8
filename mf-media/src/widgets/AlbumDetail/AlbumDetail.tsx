import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heading, usePlatform, type WidgetProps } from '@vx/shared';
import { useAlbum } from '../../queries/media';
import { BuyButton } from '../../components/BuyButton/BuyButton';
import { DetailImage, DetailLayout, DetailState, Facts } from '../../components/DetailLayout/DetailLayout';
import { MediaPrice } from '../../components/MediaPrice/MediaPrice';
import { Pagination } from '../../components/Pagination/Pagination';
import { usePageParam } from '../../usePageParam';
import { PictureGrid } from './PictureGrid';

type AlbumDetailProps = WidgetProps<'mf_media', 'albumDetail'>;

/** An album's page (widget `albumDetail`): cover, facts, buying, and its pictures 14 a page. */
export default function AlbumDetail({ albumId, actorName, onTitle }: AlbumDetailProps) {
  const { t } = useTranslation('media');
  const { href, hasRoute, language } = usePlatform();
  const picturesId = useId();
  const page = usePageParam();
  const query = useAlbum(albumId, page);
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
                  { label: t('album.likes'), value: new Intl.NumberFormat(language).format(album.rating.likes) },
                  ...(album.free ? [] : [{ label: t('album.price'), value: <MediaPrice price={album.price} /> }]),
                ]}
              />
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
              <PictureGrid pictures={album.pictures.items} cover={cover} label={t('album.pictures')} />
              <Pagination page={album.pictures.page} maxPage={album.pictures.maxPage} />
            </section>
          </>
        );
      }}
    </DetailState>
  );
}
