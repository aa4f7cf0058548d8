import { useTranslation } from 'react-i18next';
import { usePlatform } from '@vx/shared';
import { TileItem } from '../../components/TileItem/TileItem';
import { tileImage, tileOverlay, tileTitle } from '../../components/tileStyles';
import type { VideoStar } from '../../queries/videoList';

/** A video star (spec 000 §3): picture, online state, name and age, her videos and new ones; opens her profile. */
export function StarTile({ star, eager }: { star: VideoStar; eager: boolean }) {
  const { t } = useTranslation('media');
  const { href, hasRoute } = usePlatform();
  const to = hasRoute('actorProfile') ? href('actorProfile', { actorName: star.actorName.toLowerCase() }) : null;
  return (
    <TileItem to={to} data-testid="video-star" data-actor-id={star.actorId}>
      <div css={{ position: 'relative' }}>
        <img src={star.previewPicture} alt="" loading={eager ? 'eager' : 'lazy'} css={tileImage} />
        {star.online && (
          <span css={(theme) => ({ ...tileOverlay, right: 'auto', padding: '2px 8px', borderRadius: 999, fontSize: theme.fontSize.caption, fontWeight: 700, background: 'rgba(0, 0, 0, 0.78)', color: '#fff', border: `2px solid ${theme.colors.success}` })}>
            {t('videoList.stars.online')}
          </span>
        )}
      </div>
      <h3 css={tileTitle}>
        {star.actorName}, {t('videoList.stars.age', { age: star.age })}
      </h3>
      <p css={(theme) => ({ margin: 0, fontSize: theme.fontSize.small, color: theme.colors.textMuted })}>
        {t('videoList.stars.videos', { count: star.videoCount })}
        {star.newVideoCount > 0 && ` · ${t('videoList.stars.newVideos', { count: star.newVideoCount })}`}
      </p>
    </TileItem>
  );
}
