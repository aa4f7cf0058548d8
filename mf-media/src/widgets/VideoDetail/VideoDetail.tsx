import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heading, usePlatform, type WidgetProps } from '@vx/shared';
import { useVideo, useRefreshMedia } from '../../queries/media';
import { BuyButton } from '../../components/BuyButton/BuyButton';
import { DetailImage, DetailLayout, DetailState, Facts } from '../../components/DetailLayout/DetailLayout';
import { MediaMarks } from '../../components/MediaMarks/MediaMarks';
import { MediaPrice } from '../../components/MediaPrice/MediaPrice';
import { VideoPlayer } from '@vx/shared/player';
import { formatDuration } from '../../format';
import { LikeButtons } from './LikeButtons';
import { PreviewEndIncentives } from './PreviewEndIncentives';
import { Recommendations } from './Recommendations';
import { ShareForm } from './ShareForm';
import { VideoTags } from './VideoTags';

type VideoDetailProps = WidgetProps<'mf_media', 'videoDetail'>;

const badge = { padding: '2px 8px', borderRadius: 999, fontWeight: 700 } as const;

/**
 * A video's page (widget `videoDetail`, lent to mf-chat's actorVideo page): the player (whole or
 * preview, with the preview-end incentives), facts, marks, likes, buying with coins, tags, sharing
 * by email and recommendations by actor and by video. A purchase refetches the video, and the
 * player switches to the whole video where the preview stopped.
 */
export default function VideoDetail({ videoId, actorName, onTitle }: VideoDetailProps) {
  const { t } = useTranslation('media');
  const { href, hasRoute, language } = usePlatform();
  const query = useVideo(videoId);
  const refresh = useRefreshMedia();
  return (
    <DetailState query={query} onTitle={onTitle} texts={{ loading: t('video.loading'), error: t('video.error'), notFound: t('video.notFound') }}>
      {(video) => (
        <>
          <DetailLayout
            testId="video-detail"
            media={
              video.stream ? (
                <VideoPlayer stream={video.stream} title={video.title} poster={video.preview.w1280} previewEnd={<PreviewEndIncentives videoId={video.id} />} onRetry={() => void refresh()} />
              ) : (
                <DetailImage image={video.preview} alt={t('video.previewAlt', { title: video.title })} marks={{}} />
              )
            }
          >
            <Heading level={2} size="title" css={{ overflowWrap: 'anywhere' }}>
              {video.title}
            </Heading>
            {hasRoute('actorProfile') ? (
              <Link to={href('actorProfile', { actorName: video.model.name.toLowerCase() })} data-testid="video-actor" css={(theme) => ({ color: theme.colors.text, fontWeight: 700 })}>
                {t('playback.actor', { name: video.model.name })}
              </Link>
            ) : (
              <p data-testid="video-actor" css={{ margin: 0, fontWeight: 700 }}>
                {t('playback.actor', { name: video.model.name })}
              </p>
            )}
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
              <MediaMarks marks={{ bought: video.isBought && !video.free, free: video.free, vip: video.vip, new: video.new }} />
              {video.classic && (
                <span data-mark="classic" css={(theme) => ({ ...badge, fontSize: theme.fontSize.caption, border: `2px solid ${theme.colors.border}`, color: theme.colors.text })}>
                  {t('playback.classic')}
                </span>
              )}
            </div>
            <Facts
              items={[
                { label: t('video.duration'), value: formatDuration(video.duration) },
                { label: t('playback.ageRating'), value: t('playback.ageValue', { age: video.ageRating }) },
                { label: t('video.likes'), value: new Intl.NumberFormat(language).format(video.rating.likes) },
                ...(video.free ? [] : [{ label: t('video.price'), value: <MediaPrice price={video.price} basePrice={video.basePrice} discount={video.discount} /> }]),
              ]}
            />
            <BuyButton kind="video" id={video.id} price={video.price} free={video.free} bought={video.isBought} flatrate={video.guestInfo.flatrate} />
            <LikeButtons videoId={video.id} likes={video.rating.likes} liked={video.guestInfo.liked} />
            {video.description && <p css={{ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.6, overflowWrap: 'anywhere' }}>{video.description}</p>}
            <VideoTags tags={video.tags} actorName={actorName} />
            {hasRoute('actorVideos') && (
              <Link to={href('actorVideos', { actorName: actorName.toLowerCase() })} css={(theme) => ({ color: theme.colors.text })}>
                {t('video.allVideos', { name: actorName })}
              </Link>
            )}
            <ShareForm videoId={video.id} />
          </DetailLayout>
          <Recommendations videoId={video.id} by="actor" actorName={video.model.name} />
          <Recommendations videoId={video.id} by="video" actorName={video.model.name} />
        </>
      )}
    </DetailState>
  );
}
