import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Heading, usePlatform, type WidgetProps } from '@vx/shared';
import { useVideo } from '../../queries/media';
import { BuyButton } from '../../components/BuyButton/BuyButton';
import { DetailImage, DetailLayout, DetailState, Facts } from '../../components/DetailLayout/DetailLayout';
import { MediaPrice } from '../../components/MediaPrice/MediaPrice';
import { formatDuration } from '../../format';
import { VideoTags } from './VideoTags';

type VideoDetailProps = WidgetProps<'mf_media', 'videoDetail'>;

/** A video's page (widget `videoDetail`): preview, facts, tags, description and buying with coins. */
export default function VideoDetail({ videoId, actorName, onTitle }: VideoDetailProps) {
  const { t } = useTranslation('media');
  const { href, hasRoute, language } = usePlatform();
  const query = useVideo(videoId);
  return (
    <DetailState query={query} onTitle={onTitle} texts={{ loading: t('video.loading'), error: t('video.error'), notFound: t('video.notFound') }}>
      {(video) => (
        <DetailLayout
          testId="video-detail"
          media={
            <DetailImage
              image={video.preview}
              alt={t('video.previewAlt', { title: video.title })}
              marks={{ bought: video.isBought && !video.free, free: video.free, vip: video.vip, new: video.new }}
            />
          }
        >
          <Heading level={2} size="title" css={{ overflowWrap: 'anywhere' }}>
            {video.title}
          </Heading>
          <Facts
            items={[
              { label: t('video.duration'), value: formatDuration(video.duration) },
              { label: t('video.likes'), value: new Intl.NumberFormat(language).format(video.rating.likes) },
              ...(video.free ? [] : [{ label: t('video.price'), value: <MediaPrice price={video.price} basePrice={video.basePrice} discount={video.discount} /> }]),
            ]}
          />
          <BuyButton kind="video" id={video.id} price={video.price} free={video.free} bought={video.isBought} />
          {video.description && <p css={{ margin: 0, whiteSpace: 'pre-line', lineHeight: 1.6, overflowWrap: 'anywhere' }}>{video.description}</p>}
          <VideoTags tags={video.tags} actorName={actorName} />
          {hasRoute('actorVideos') && (
            <Link to={href('actorVideos', { actorName: actorName.toLowerCase() })} css={(theme) => ({ color: theme.colors.text })}>
              {t('video.allVideos', { name: actorName })}
            </Link>
          )}
        </DetailLayout>
      )}
    </DetailState>
  );
}
