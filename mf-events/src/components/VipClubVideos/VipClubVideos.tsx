import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { focusRing, Heading, QueryGrid, usePlatform } from '@vx/shared';
import { useVipVideos } from '../../queries/rewards';

/**
 * The newest VIP videos of the catalogue, each linking to its page, and the way to all of them. The
 * pages are other remotes': a brand without the video page shows no list, one without the VIP
 * video list no link to it.
 */
export function VipClubVideos() {
  const { hasRoute } = usePlatform();
  return hasRoute('actorVideo') ? <VideoList /> : null;
}

function VideoList() {
  const { t } = useTranslation('events');
  const { href, hasRoute } = usePlatform();
  const videos = useVipVideos();
  return (
    <section aria-labelledby="vip-club-videos" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
      <Heading level={2} id="vip-club-videos">
        {t('vipClub.videos.title')}
      </Heading>
      <QueryGrid
        query={videos}
        label={t('vipClub.videos.title')}
        skeletons={8}
        items={(items) => items}
        empty={t('vipClub.videos.empty')}
        error={t('vipClub.videos.error')}
        renderItem={(video) => (
          <li key={video.id}>
            <Link
              to={href('actorVideo', { actorName: video.model.name, videoId: String(video.id) })}
              data-testid="vip-club-video"
              css={(theme) => ({ display: 'grid', gap: theme.space(1), color: theme.colors.text, textDecoration: 'underline', overflowWrap: 'anywhere', ...focusRing(theme) })}
            >
              <span css={{ fontWeight: 700 }}>{video.title}</span>
              <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.small })}>{video.model.name}</span>
            </Link>
          </li>
        )}
      />
      {hasRoute('videosVip') && (
        <Link to={href('videosVip')} css={(theme) => ({ color: theme.colors.text, textDecoration: 'underline', ...focusRing(theme) })}>
          {t('vipClub.videos.all')}
        </Link>
      )}
    </section>
  );
}
