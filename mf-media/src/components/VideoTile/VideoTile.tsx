import { useTranslation } from 'react-i18next';
import { usePlatform } from '@vx/shared';
import type { ActorVideo } from '../../queries/media';
import { formatDuration } from '../../format';
import { MediaMarks } from '../MediaMarks/MediaMarks';
import { MediaPrice } from '../MediaPrice/MediaPrice';
import { TileImage } from '../TileImage/TileImage';
import { TileItem } from '../TileItem/TileItem';
import { tileOverlay, tileTitle } from '../tileStyles';

/** What a tile shows of a video: the actor grid's tile and the lists' items both have it. */
type TileVideo = Pick<ActorVideo, 'id' | 'title' | 'duration' | 'previewThumbnails' | 'isBought' | 'free' | 'vip' | 'new' | 'price' | 'basePrice' | 'discount' | 'model'>;

/**
 * One video tile: thumbnail with its marks and duration, title, price. The whole tile opens the
 * video's page (mf-chat's `actorVideo`) where the brand has it; `showActor` names the actor under
 * the title (lists of many actors).
 */
export function VideoTile({ video, eager, showActor = false }: { video: TileVideo; eager: boolean; showActor?: boolean }) {
  const { t } = useTranslation('media');
  const { href, hasRoute } = usePlatform();
  const duration = formatDuration(video.duration);
  const to = hasRoute('actorVideo') ? href('actorVideo', { actorName: video.model.name.toLowerCase(), videoId: video.id }) : null;
  return (
    <TileItem to={to} data-testid="video-tile" data-video-id={video.id}>
      <div css={{ position: 'relative' }}>
        <TileImage images={video.previewThumbnails} eager={eager} />
        <div css={tileOverlay}>
          <MediaMarks marks={{ bought: video.isBought && !video.free, free: video.free, vip: video.vip, new: video.new }} />
        </div>
        <span
          css={(theme) => ({ position: 'absolute', bottom: 6, right: 6, padding: '2px 6px', borderRadius: 4, fontSize: theme.fontSize.caption, fontWeight: 700, background: 'rgba(0, 0, 0, 0.78)', color: '#fff' })}
        >
          <span aria-label={t('videos.duration', { duration })}>{duration}</span>
        </span>
      </div>
      <h3 css={tileTitle}>{video.title}</h3>
      {showActor && <p css={(theme) => ({ margin: '0 0 4px', fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>{video.model.name}</p>}
      {!video.free && <MediaPrice price={video.price} basePrice={video.basePrice} discount={video.discount} />}
    </TileItem>
  );
}
