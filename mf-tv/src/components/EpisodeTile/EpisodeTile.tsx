import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePlatform, type TvVideo } from '@vx/shared';
import { formatDuration } from '@vx/shared/player';
import { tileLink, tileMeta, tileText } from '../tileStyle';

/** An episode: its picture with its length, season and episode, title and actor, linking to its video page. */
export function EpisodeTile({ video, eager = false }: { video: TvVideo; eager?: boolean }) {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  return (
    <li data-testid="tv-episode-tile" css={{ minWidth: 0 }}>
      <Link to={href('tvVideo', { videoId: String(video.id) })} css={tileLink}>
        <span css={{ position: 'relative', display: 'block' }}>
          <img src={video.previewThumbnails.w640} alt="" loading={eager ? 'eager' : 'lazy'} css={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }} />
          <span css={(theme) => ({ position: 'absolute', right: 6, bottom: 6, padding: '0 6px', borderRadius: theme.radii.tag, background: 'rgba(0, 0, 0, 0.75)', color: '#fff', fontSize: theme.fontSize.caption })}>
            {formatDuration(video.duration)}
          </span>
        </span>
        <span css={tileText}>
          <span css={tileMeta}>{t('tv.episode.label', { season: video.season, episode: video.episode, series: video.format.title })}</span>
          <strong>{video.title}</strong>
          <span css={tileMeta}>{video.actor.name}</span>
        </span>
      </Link>
    </li>
  );
}
