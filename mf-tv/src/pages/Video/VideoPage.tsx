import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Heading, QueryGrid, QueryState, Skeleton, usePlatform } from '@vx/shared';
import { VideoPlayer } from '@vx/shared/player';
import { EpisodeTile } from '../../components/EpisodeTile/EpisodeTile';
import { PreviewGate } from '../../components/PreviewGate/PreviewGate';
import { TvLayout } from '../../components/TvLayout/TvLayout';
import { isNotFound, parseVideoId, useTvSuggestions, useTvVideo } from '../../queries/tv';

/**
 * /tv/video/{videoId}/ (tv/video/{id}): the episode with the shop's playback rules (a TV subscriber
 * watches it whole, anyone else the preview, then the gate), its series and what to watch next.
 */
export default function VideoPage() {
  const { t } = useTranslation('tv');
  const { href } = usePlatform();
  const videoId = parseVideoId(useParams().videoId);
  const video = useTvVideo(videoId);
  const suggestions = useTvSuggestions(video.data?.hashId);
  if (videoId === null || (video.isError && isNotFound(video.error)))
    return (
      <TvLayout title={t('tv.video.notFoundTitle')}>
        <p role="status">{t('tv.video.notFound')}</p>
      </TvLayout>
    );
  return (
    <TvLayout title={video.data?.title ?? t('tv.video.loadingTitle')}>
      <QueryState query={video} loading={<Skeleton aspectRatio="16 / 9" />} error={t('tv.video.error')}>
        {(episode) => (
          <article css={(theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
            {episode.stream ? (
              <div data-testid="tv-player">
                <VideoPlayer
                  stream={episode.stream}
                  title={episode.title}
                  poster={episode.previewThumbnails.w1280}
                  previewEnd={<PreviewGate restriction={episode.stream.restriction} />}
                  onRetry={() => void video.refetch()}
                />
              </div>
            ) : (
              <p role="status">{t('tv.video.noStream')}</p>
            )}
            {episode.stream?.isPreview && (
              <p data-testid="tv-preview-note" css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
                {t('tv.video.previewNote')}
              </p>
            )}
            <p css={(theme) => ({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2), overflowWrap: 'anywhere' })}>
              <Link to={href('tvMediathekSeries', { series: episode.format.key })}>{episode.format.title}</Link>
              <span>{t('tv.video.episode', { season: episode.season, episode: episode.episode })}</span>
              <span>{t('tv.program.with', { name: episode.actor.name })}</span>
            </p>
            <p css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{episode.description}</p>
          </article>
        )}
      </QueryState>
      {video.data && (
        <section aria-labelledby="tv-video-next" css={(theme) => ({ display: 'grid', gap: theme.space(3) })}>
          <Heading level={2} id="tv-video-next">
            {t('tv.video.suggestions')}
          </Heading>
          <QueryGrid
            query={suggestions}
            label={t('tv.video.suggestions')}
            skeletons={6}
            items={(list) => list}
            renderItem={(item) => <EpisodeTile key={item.id} video={item} />}
            empty={t('tv.video.noSuggestions')}
            error={t('tv.video.suggestionsError')}
          />
        </section>
      )}
    </TvLayout>
  );
}
