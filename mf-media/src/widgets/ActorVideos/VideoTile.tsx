import { useTranslation } from 'react-i18next';
import { usePlatform } from '@vx/shared';
import type { ActorVideo } from '../../queries/media';
import { MediaMarks } from '../../components/MediaMarks/MediaMarks';
import { MediaPrice } from '../../components/MediaPrice/MediaPrice';
import { TileItem } from '../../components/TileItem/TileItem';
import { TileImage } from '../../components/TileImage/TileImage';
import { tileOverlay, tileTitle } from '../../components/tileStyles';
import { formatDuration } from '../../format';

/** One video of the actor's grid; the whole tile opens the video's page in the app. */
export function VideoTile({ video, actorName, eager }: { video: ActorVideo; actorName: string; eager: boolean }) {
  const { t } = useTranslation('media');
  const { href, hasRoute } = usePlatform();
  const duration = formatDuration(video.duration);
  const body = (
    <>
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
      {!video.free && <MediaPrice price={video.price} basePrice={video.basePrice} discount={video.discount} />}
    </>
  );
  const to = hasRoute('actorVideo') ? href('actorVideo', { actorName: actorName.toLowerCase(), videoId: video.id }) : null;
  return (
    <TileItem to={to} data-testid="video-tile" data-video-id={video.id}>
      {body}
    </TileItem>
  );
}
