import { useTranslation } from 'react-i18next';
import { usePlatform } from '@vx/shared';
import type { Album } from '../../queries/albums';
import { MediaMarks } from '../../components/MediaMarks/MediaMarks';
import { MediaPrice } from '../../components/MediaPrice/MediaPrice';
import { TileItem } from '../../components/TileItem/TileItem';
import { TileImage } from '../../components/TileImage/TileImage';
import { tileOverlay, tileTitle } from '../../components/tileStyles';

/** One album of the actor's list: cover, title, picture count, price; opens the album's page. */
export function AlbumTile({ album, actorName, eager }: { album: Album; actorName: string; eager: boolean }) {
  const { t } = useTranslation('media');
  const { href, hasRoute } = usePlatform();
  const cover = album.previews[0];
  const body = (
    <>
      <div css={{ position: 'relative' }}>
        {cover ? (
          <TileImage images={cover} eager={eager} />
        ) : (
          <div css={(theme) => ({ aspectRatio: '4 / 3', borderRadius: theme.radius, background: theme.colors.surfaceRaised })} />
        )}
        <div css={tileOverlay}>
          <MediaMarks marks={{ bought: album.isBought && !album.free, free: album.free, vip: album.isVipContent }} />
        </div>
      </div>
      <h3 css={tileTitle}>{album.title}</h3>
      <div css={(theme) => ({ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 6, fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
        <span>{t('albums.pictureCount', { count: album.pictureCount })}</span>
        {!album.free && (
          <span css={(theme) => ({ color: theme.colors.text })}>
            <MediaPrice price={album.price} />
          </span>
        )}
      </div>
    </>
  );
  const to = hasRoute('actorAlbum') ? href('actorAlbum', { actorName: actorName.toLowerCase(), albumId: album.id }) : null;
  return (
    <TileItem to={to} data-testid="album-tile" data-album-id={album.id}>
      {body}
    </TileItem>
  );
}
