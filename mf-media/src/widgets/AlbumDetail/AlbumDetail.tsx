import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { srcSet, usePlatform } from '@vx/shared';
import { isNotFound, useAlbum } from '../../api';
import { BuyButton } from '../../components/BuyButton/BuyButton';
import { DetailLayout, DetailSkeleton, Facts } from '../../components/DetailLayout/DetailLayout';
import { LoadError, NotFound } from '../../components/LoadState/LoadState';
import { MediaMarks } from '../../components/MediaMarks/MediaMarks';
import { MediaPrice } from '../../components/MediaPrice/MediaPrice';
import { Pagination } from '../../components/Pagination/Pagination';
import { tileOverlay } from '../../components/tileStyles';
import { usePageParam } from '../../usePageParam';
import { PictureGrid } from './PictureGrid';

export interface AlbumDetailProps {
  albumId: number;
  actorName: string;
  /** Told the album's title once it is known, so the page can name its item in the document title. */
  onTitle?: (title: string) => void;
}

/** An album's page (widget `albumDetail`): cover, facts, buying, and its pictures 14 a page. */
export default function AlbumDetail({ albumId, actorName, onTitle }: AlbumDetailProps) {
  const { t } = useTranslation('media');
  const { href, hasRoute, language } = usePlatform();
  const picturesId = useId();
  const page = usePageParam();
  const query = useAlbum(albumId, page);
  const title = query.data?.title;
  useEffect(() => {
    if (title !== undefined) onTitle?.(title);
  }, [title, onTitle]);

  if (query.isPending) return <DetailSkeleton label={t('album.loading')} />;
  if (query.isError && !query.data) {
    return isNotFound(query.error) ? <NotFound message={t('album.notFound')} /> : <LoadError message={t('album.error')} retry={() => void query.refetch()} />;
  }
  const album = query.data;
  const cover = album.previews[0];
  const media = cover && (
    <div css={{ position: 'relative' }}>
      <img
        src={cover.w1280}
        srcSet={srcSet(cover)}
        sizes="(min-width: 992px) 60vw, 100vw"
        width={1280}
        height={960}
        alt={t('album.coverAlt', { title: album.title })}
        css={(theme) => ({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius, background: theme.colors.surfaceRaised })}
      />
      <div css={tileOverlay}>
        <MediaMarks marks={{ bought: album.isBought && !album.free, free: album.free, vip: album.isVipContent }} />
      </div>
    </div>
  );
  return (
    <>
      <DetailLayout testId="album-detail" media={media}>
        <h2 css={{ margin: 0, fontSize: 24, overflowWrap: 'anywhere' }}>{album.title}</h2>
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
        <h3 id={picturesId} css={{ fontSize: 20, margin: '0 0 12px' }}>
          {t('album.pictures')}
        </h3>
        {query.isError && <LoadError message={t('album.error')} retry={() => void query.refetch()} />}
        <PictureGrid pictures={album.pictures.items} cover={cover} label={t('album.pictures')} />
        <Pagination page={album.pictures.page} maxPage={album.pictures.maxPage} />
      </section>
    </>
  );
}
